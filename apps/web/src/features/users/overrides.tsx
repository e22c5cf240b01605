import type { RegistryOverrides } from '../registry/index.ts';
import { GroupMembersTab, RoleHoldersTab, RolePermitsTab } from './components/role-tabs.tsx';

/** The roles' own parts on the engine's card: the permit catalogue and the holders. Loaded with the pages. */
export const rolesOverrides: RegistryOverrides = {
  cardTabs: [
    { key: 'permits', label: { ru: 'Права', en: 'Permits' }, render: (context) => <RolePermitsTab {...context} /> },
    { key: 'holders', label: { ru: 'Пользователи с ролью', en: 'Holders' }, render: (context) => <RoleHoldersTab {...context} /> },
  ],
  historyFields: { permits: { ru: 'Права', en: 'Permits' }, users: { ru: 'Пользователи с ролью', en: 'Holders' } },
};

/** The groups' own part on the engine's card: the members. */
export const groupsOverrides: RegistryOverrides = {
  cardTabs: [{ key: 'members', label: { ru: 'Участники', en: 'Members' }, render: (context) => <GroupMembersTab {...context} /> }],
  historyFields: { users: { ru: 'Участники', en: 'Members' } },
};
