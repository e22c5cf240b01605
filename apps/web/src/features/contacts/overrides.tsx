import { contactEntries } from '@app/contracts';
import { ContactsDisplay } from '../../shared/widgets/contacts-display/index.ts';
import type { RegistryOverrides } from '../registry/index.ts';
import { ContactsToolbar } from './components/contacts-toolbar.tsx';
import './texts.ts';

/**
 * The values of a new contact from the address (spec 1 §2: `/contacts?add&name=..&phone=..`,
 * also `email`, `organization`, `post`), or undefined for an empty form.
 */
export function contactPrefill(search: URLSearchParams): Record<string, unknown> | undefined {
  const values: Record<string, unknown> = {};
  const take = (param: string, field: string) => {
    const all = search
      .getAll(param)
      // An unencoded `+7…` arrives as ` 7…` (a plus is a space in a query): the plus is restored.
      .map((v) => (param === 'phone' ? v.replace(/^ (?=\d)/, '+') : v).trim())
      .filter(Boolean);
    if (all.length) values[field] = all.join(', ');
  };
  take('name', 'name');
  take('organization', 'organization');
  take('post', 'post');
  take('phone', 'phones');
  take('email', 'emails');
  const group = Number(search.get('group_id'));
  if (Number.isInteger(group) && group > 0) values.group_id = group;
  return Object.keys(values).length ? values : undefined;
}

/** The contacts' own parts on the engine's screens: the entries column, the toolbar, the prefilled add form. */
export const contactsOverrides: RegistryOverrides = {
  columns: [
    {
      key: 'entries',
      title: { ru: 'Телефоны и почта', en: 'Phones and e-mail' },
      after: 'post',
      // Spec 3 §9: 2 entries in the short form (8 characters and «…»), the rest under +N.
      render: (row) => <ContactsDisplay contacts={contactEntries(row)} short />,
    },
  ],
  listHeader: () => <ContactsToolbar />,
  prefill: async (search) => contactPrefill(search),
};
