/**
 * A record as the list and the card answer it (contracts' `rowSchema`): the system fields,
 * then the definition's fields by name, `<name>_name` for users and remote records, `tags`.
 */
export type RegistryRow = Record<string, unknown> & {
  id: number;
  status: number;
  version: number;
  date_add: string;
  who_add_name: string | null;
  date_edit: string | null;
  /** Lists only: new to the user (news: unread). */
  is_new?: true;
};

/** The record's name: its title field. */
export const rowTitle = (title: string, row: RegistryRow): string => String(row[title] ?? `№${row.id}`);
