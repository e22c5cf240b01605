/**
 * The template of a new agreement or copy (`GET documents/contracts/:id/template`) carries only
 * ids; the form's selects need their labels (`<field>_name`) or they show bare numbers. They come
 * from the source contract: a field the template copied keeps the source's label, and the main
 * contract of an agreement (`parent_id` = the source) is labelled by the source's number.
 */
export function withTemplateLabels(
  template: Record<string, unknown>,
  source: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!source) return template;
  const labelled: Record<string, unknown> = { ...template };
  for (const [name, value] of Object.entries(template)) {
    if (value == null || name.endsWith('_name') || labelled[`${name}_name`] != null) continue;
    const label = source[`${name}_name`];
    if (value === source[name] && label != null) labelled[`${name}_name`] = label;
  }
  if (template.parent_id != null && template.parent_id === source.id && labelled.parent_id_name == null)
    labelled.parent_id_name = source.number ?? `№${source.id}`;
  return labelled;
}
