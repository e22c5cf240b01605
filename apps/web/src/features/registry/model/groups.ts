import { isColumnField, type Label, type RegistryDefinition, type RegistryField } from '@app/contracts';

export interface ShownGroup {
  /** The group's title; null for the fields of no group (shown first). */
  label: Label | null;
  fields: RegistryField[];
}

/**
 * The card's and the form's groups: the fields of no group first, then the definition's groups.
 * Kit fields (tags, files) are left out, and those `shown` refuses (secrets the user may not see).
 */
export function fieldGroups(definition: RegistryDefinition, shown: (field: RegistryField) => boolean = () => true): ShownGroup[] {
  const grouped = new Set((definition.groups ?? []).flatMap((g) => g.fields));
  const fieldsOf = (names: readonly string[]) =>
    names
      .map((n) => definition.fields.find((f) => f.name === n))
      .filter((f): f is RegistryField => Boolean(f && isColumnField(f) && shown(f)));
  const rest = definition.fields.filter((f) => isColumnField(f) && shown(f) && !grouped.has(f.name));
  return [{ label: null, fields: rest }, ...(definition.groups ?? []).map((g) => ({ label: g.label, fields: fieldsOf(g.fields) }))].filter(
    (g) => g.fields.length > 0,
  );
}
