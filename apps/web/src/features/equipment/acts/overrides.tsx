import type { RegistryOverrides } from '../../registry/index.ts';
import { EquipmentActsTab, HolderTag } from './equipment-acts-tab.tsx';

/** The equipment card's own parts: the current holder beside its buttons and the «Акты» tab (act history). */
export const equipmentOverrides: RegistryOverrides = {
  actions: [{ key: 'holder', render: (context) => <HolderTag {...context} /> }],
  cardTabs: [{ key: 'acts', label: { ru: 'Акты', en: 'Acts' }, render: (context) => <EquipmentActsTab {...context} /> }],
  // The acts write an `act` history row on the machine (its number).
  historyFields: { act: { ru: 'Акт приёма-передачи', en: 'Handover act' } },
};
