import { APPLICATION_DRAFT_KEY } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { clearDraft, findDraft, isDraftWorthy, saveDraft } from './draft.ts';
import { isUnfilledPosition, positionFields, positionsError } from './positions.ts';
import { equipmentOfRoute, typesFor } from './type-filter.ts';
import type { ApplicationType } from './types.ts';
import { checkboxesState, deleteReason, urgentChange } from './urgent.ts';

const type = (id: number, code: string, forEquipment: number): ApplicationType => ({
  id,
  value: id,
  code,
  label: code,
  name: code,
  form: 1,
  type: 1,
  position_type: 'other',
  for_equipment: forEquipment,
  options: {},
});
const TYPES = [type(1, 'tmc', 0), type(2, 'services', 0), type(5, 'autosnab', 1), type(7, 'duty', 1)];

describe('application types offered on the create screen (spec 1 §2)', () => {
  it('without equipment: every type except duty', () => {
    expect(typesFor(TYPES, false).map((t) => t.code)).toEqual(['tmc', 'services', 'autosnab']);
  });
  it('with equipment: only equipment types', () => {
    expect(typesFor(TYPES, true).map((t) => t.code)).toEqual(['autosnab', 'duty']);
  });
  it('the equipment comes from the route or the query; equipment=1 is a flag, not the equipment 1', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(equipmentOfRoute(undefined, q(''))).toEqual({ equipmentId: null, withEquipment: false });
    expect(equipmentOfRoute(undefined, q('equipment=1'))).toEqual({ equipmentId: null, withEquipment: true });
    expect(equipmentOfRoute(undefined, q('equipment_required=1'))).toEqual({ equipmentId: null, withEquipment: true });
    expect(equipmentOfRoute(undefined, q('equipment_id=42'))).toEqual({ equipmentId: 42, withEquipment: true });
    expect(equipmentOfRoute('17', q(''))).toEqual({ equipmentId: 17, withEquipment: true });
  });
});

describe('position rules (spec 1 §5, spec 2)', () => {
  it('no position: position.atLeastOne; blank rows do not count', () => {
    expect(positionsError([], 'other')).toBe('position.atLeastOne');
    expect(positionsError([{}, { info: '  ' }], 'other')).toBe('position.atLeastOne');
    expect(positionsError([{ info: 'Болт', quantity: '2' }], 'other')).toBeNull();
  });
  it('nomenclature type: position.notSelected without a nomenclature', () => {
    expect(positionsError([], 'nomenclatures')).toBe('position.notSelected');
    expect(positionsError([{ info: 'Болт' }], 'nomenclatures')).toBe('position.notSelected');
    expect(positionsError([{ nomenclature_id: 4, quantity: '1' }], 'nomenclatures')).toBeNull();
  });
  it('at most 50 positions per operation', () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ info: `п${i}`, quantity: '1' }));
    expect(positionsError(many, 'other')).toBe('position.tooMany');
    expect(positionsError(many.slice(0, 50), 'other')).toBeNull();
  });
  it('an unfilled position has data but no name or quantity', () => {
    expect(isUnfilledPosition({ info: 'Очки' })).toBe(true);
    expect(isUnfilledPosition({ quantity: '3' })).toBe(true);
    expect(isUnfilledPosition({ info: 'Очки', quantity: '3' })).toBe(false);
    expect(isUnfilledPosition({})).toBe(false);
  });
  it('article and links only for tmc; work name/type for form 2', () => {
    expect(positionFields({ code: 'tmc', form: 1 })).toEqual(expect.arrayContaining(['article', 'links']));
    expect(positionFields({ code: 'services', form: 2 })).not.toContain('article');
    expect(positionFields({ code: 'services', form: 2 })).toEqual(expect.arrayContaining(['dv_work_name', 'dv_work_type']));
  });
});

describe('drafts (spec 1 §4, §9: applicationDraft)', () => {
  const values = { type: 1, pack: {}, snabs: [{ info: 'Перчатки' }] };
  it('a non-empty form is saved under applicationDraft and found for the same type and equipment flag', () => {
    clearDraft();
    expect(saveDraft({ type: 1, withEquipment: false, values })).toBe(true);
    expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).toContain('Перчатки');
    expect(findDraft(1, false)?.values.snabs[0]?.info).toBe('Перчатки');
    expect(findDraft(2, false)).toBeNull();
    expect(findDraft(1, true)).toBeNull();
  });
  it('an empty form is not saved', () => {
    clearDraft();
    expect(isDraftWorthy({ type: 1, pack: {}, snabs: [{}] })).toBe(false);
    expect(saveDraft({ type: 1, withEquipment: false, values: { type: 1, pack: {}, snabs: [{}] } })).toBe(false);
    expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
  });
});

describe('urgent, repeat and delete rules (spec 1 §4–§6)', () => {
  it('urgent on needs a trimmed reason; off clears the comment', () => {
    expect(urgentChange(true, '   ')).toEqual({ ok: false, error: 'field.fillRequired' });
    expect(urgentChange(true, ' Горит ')).toEqual({ ok: true, pack: { urgent: 1, comment: 'Горит' } });
    expect(urgentChange(false, 'x')).toEqual({ ok: true, pack: { urgent: 0, comment: null } });
  });
  it('checkboxes only on the positions tab; urgent needs snab_setPriority; repeat blocked by block_pack_repeat', () => {
    expect(checkboxesState({ tab: 'positions', canSetPriority: true, blockRepeat: false, deleted: false })).toEqual({
      urgentDisabled: false,
      repeatDisabled: false,
    });
    expect(checkboxesState({ tab: 'history', canSetPriority: true, blockRepeat: false, deleted: false })).toEqual({
      urgentDisabled: true,
      repeatDisabled: true,
    });
    expect(checkboxesState({ tab: 'positions', canSetPriority: false, blockRepeat: true, deleted: false })).toEqual({
      urgentDisabled: true,
      repeatDisabled: true,
    });
  });
  it('the delete reason is trimmed', () => {
    expect(deleteReason('  дубль  ')).toBe('дубль');
    expect(deleteReason('   ')).toBe('');
  });
});
