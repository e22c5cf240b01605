import type { ContractDocumentType } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { visibleDocumentTypes } from './document-visibility.ts';

const types: ContractDocumentType[] = [
  { id: 1, code: 'signed_contract', name: 'Подписанный договор', type_code: 'signed' },
  { id: 2, code: 'draft_contract', name: 'Проект договора', type_code: 'draft' },
  { id: 3, code: 'other', name: 'Прочее', type_code: null },
];
const ids = (lawyer: boolean, registry: boolean) => visibleDocumentTypes(types, { lawyer, registry }).map((t) => t.id);

/** Spec 3 §6: contract document types by role and view. */
describe('contract document types a user may see', () => {
  it('in the registry: a lawyer every type, others all but signed', () => {
    expect(ids(true, true)).toEqual([1, 2, 3]);
    expect(ids(false, true)).toEqual([2, 3]);
  });
  it('outside the registry: a lawyer signed and draft, others only draft (types without a code for everyone)', () => {
    expect(ids(true, false)).toEqual([1, 2, 3]);
    expect(ids(false, false)).toEqual([2, 3]);
  });
});
