import type { RegistryOverrides } from '../registry/index.ts';
import { AnaloguesTab } from './components/analogues-tab.tsx';
import { GroupPropertiesTab } from './components/group-properties-tab.tsx';
import { ItemPropertiesTab } from './components/item-properties-tab.tsx';
import { OffersTab } from './components/offers-tab.tsx';

/** The item card's tabs: property values, analogues, supplier prices. Loaded with the pages. */
export const itemsOverrides: RegistryOverrides = {
  cardTabs: [
    { key: 'properties', label: { ru: 'Свойства', en: 'Properties' }, render: (context) => <ItemPropertiesTab {...context} /> },
    { key: 'analogues', label: { ru: 'Аналоги', en: 'Analogues' }, render: (context) => <AnaloguesTab {...context} /> },
    { key: 'offers', label: { ru: 'Цены поставщиков', en: 'Supplier prices' }, render: (context) => <OffersTab {...context} /> },
  ],
  historyFields: { analogues: { ru: 'Аналоги', en: 'Analogues' } },
};

/** The group card's «Свойства группы» tab: the typed properties its items have. */
export const groupsOverrides: RegistryOverrides = {
  cardTabs: [
    {
      key: 'properties',
      label: { ru: 'Свойства группы', en: 'Group properties' },
      render: (context) => <GroupPropertiesTab {...context} />,
    },
  ],
};
