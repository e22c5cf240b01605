import { WAREHOUSE_MAX_POSITIONS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type ActDraft, addLines, draftTotal, hasErrors, type LineDraft, toActInput, validateDraft } from './act-lines.ts';
import { buildStorageTree } from './storage-tree.ts';

const line = (n: number, patch: Partial<LineDraft> = {}): LineDraft => ({
  key: `s${n}`,
  nomenclature_id: n,
  name: `Товар ${n}`,
  unit_name: 'шт',
  batch: '',
  serial: '',
  quantity: 1,
  max: 10,
  cost: 100,
  ...patch,
});

const draft = (patch: Partial<ActDraft> = {}): ActDraft => ({ kind: 'output', storage_id: 1, recipient_id: 5, lines: [line(1)], ...patch });

describe('act lines (spec 3 §5: at most 50 positions per operation)', () => {
  it('adds lines up to 50 and says how many the limit left out; a line already there is not added twice', () => {
    const first = addLines(
      [],
      Array.from({ length: 45 }, (_, i) => line(i)),
    );
    expect(first).toMatchObject({ refused: 0 });
    expect(first.lines).toHaveLength(45);
    const second = addLines(
      first.lines,
      Array.from({ length: 10 }, (_, i) => line(40 + i)),
    );
    // 40..44 are there already; 45..49 fit; nothing refused.
    expect(second.lines).toHaveLength(50);
    expect(second.refused).toBe(0);
    const third = addLines(second.lines, [line(60), line(61)]);
    expect(third.lines).toHaveLength(WAREHOUSE_MAX_POSITIONS);
    expect(third.refused).toBe(2);
  });

  it('refuses a draft of more than 50 lines, and one without lines', () => {
    const many = Array.from({ length: 51 }, (_, i) => line(i));
    expect(validateDraft(draft({ lines: many })).head.lines).toEqual({ key: 'limit', values: { max: 50 } });
    expect(validateDraft(draft({ lines: [] })).head.lines).toEqual({ key: 'noLines' });
  });

  it('checks each quantity: above zero, at most 3 decimals, not above the balance', () => {
    const errors = validateDraft(
      draft({
        lines: [
          line(1, { quantity: 0 }),
          line(2, { quantity: 11 }),
          line(3, { quantity: 1.2345 }),
          line(4, { quantity: 2.5 }),
          line(5, { quantity: null }),
        ],
      }),
    );
    expect(errors.lines).toEqual({
      s1: { key: 'quantityInvalid' },
      s2: { key: 'quantityOver', values: { max: 10 } },
      s3: { key: 'quantityInvalid' },
      s5: { key: 'quantityInvalid' },
    });
  });

  it('asks what each kind needs: a person or a project to issue to, a person for clothes, another storage for a transfer', () => {
    expect(validateDraft(draft({ recipient_id: null })).head.recipient_id).toEqual({ key: 'recipientOrProject' });
    expect(hasErrors(validateDraft(draft({ recipient_id: null, project_id: 3 })))).toBe(false);
    expect(validateDraft(draft({ kind: 'output_clothes', recipient_id: null })).head.recipient_id).toEqual({ key: 'required' });
    expect(validateDraft(draft({ kind: 'transfer', target_storage_id: null })).head.target_storage_id).toEqual({ key: 'required' });
    expect(validateDraft(draft({ kind: 'transfer', target_storage_id: 1 })).head.target_storage_id).toEqual({ key: 'sameStorage' });
    expect(hasErrors(validateDraft(draft({ kind: 'transfer', target_storage_id: 2 })))).toBe(false);
    expect(validateDraft(draft({ storage_id: null })).head.storage_id).toEqual({ key: 'required' });
  });

  it('sends the contracts’ act body: empty fields left out, the clothes’ size and return date kept', () => {
    const body = toActInput(
      draft({
        kind: 'output_clothes',
        comment: '  ',
        lines: [line(1, { quantity: 2, size: '52', wear_months: 12, return_date: '2027-11-27' })],
      }),
    );
    expect(body).toEqual({
      kind: 'output_clothes',
      storage_id: 1,
      recipient_id: 5,
      lines: [
        { nomenclature_id: 1, quantity: 2, batch: '', serial: '', cost: 100, size: '52', wear_months: 12, return_date: '2027-11-27' },
      ],
    });
    expect(draftTotal([line(1, { quantity: 2 }), line(2, { quantity: 1.5, cost: null })])).toBe(200);
  });
});

describe('storage tree', () => {
  it('nests storages by parent; an unknown or cyclic parent leaves a root', () => {
    const tree = buildStorageTree([
      { id: 1, name: 'Склад', kind: 'warehouse', parent_id: null },
      { id: 2, name: 'Зона А', kind: 'zone', parent_id: 1 },
      { id: 3, name: 'Стеллаж 1', kind: 'shelf', parent_id: 2 },
      { id: 4, name: 'Сирота', kind: 'zone', parent_id: 99 },
      { id: 5, name: 'Сам себе', kind: 'zone', parent_id: 5 },
    ]);
    expect(tree.map((i) => i.key)).toEqual([1, 4, 5]);
    expect(tree[0].children[0].children[0].node.name).toBe('Стеллаж 1');
  });
});
