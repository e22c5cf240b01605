import type { ContractDocumentType } from '@app/contracts';

/**
 * Spec 3 §6: in the registry a lawyer sees every document type, others all but `signed`; outside
 * the registry a lawyer sees `signed` and `draft`, others only `draft`. A type without a code is
 * everyone's. The server applies the same rule to the documents; the web offers only such types
 * for an upload.
 */
export function visibleDocumentTypes(
  types: readonly ContractDocumentType[],
  { lawyer, registry }: { lawyer: boolean; registry: boolean },
): ContractDocumentType[] {
  return types.filter((type) => {
    if (type.type_code === null) return true;
    if (registry) return lawyer || type.type_code !== 'signed';
    return lawyer ? true : type.type_code === 'draft';
  });
}
