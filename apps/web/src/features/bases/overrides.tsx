import type { RegistryOverrides } from '../registry/index.ts';
import { BaseHousesTab } from './components/base-houses-tab.tsx';
import { HouseRoomsTab } from './components/house-rooms-tab.tsx';

/** The base card's «Дома» tab. Loaded with the pages. */
export const basesOverrides: RegistryOverrides = {
  cardTabs: [{ key: 'houses', label: { ru: 'Дома', en: 'Houses' }, render: (context) => <BaseHousesTab {...context} /> }],
};

/** The house card's «Комнаты» tab: places and residents. */
export const housesOverrides: RegistryOverrides = {
  cardTabs: [{ key: 'rooms', label: { ru: 'Комнаты', en: 'Rooms' }, render: (context) => <HouseRoomsTab {...context} /> }],
};

/** The room card's history names the residents changes (`PUT base_rooms/:id/residents` writes them). */
export const roomsOverrides: RegistryOverrides = {
  historyFields: { residents: { ru: 'Жильцы', en: 'Residents' } },
};
