import { MOVEMENT_KINDS, STORAGE_KINDS, WAREHOUSE_ACT_KINDS, WAREHOUSE_ACT_STATES, type WarehouseOption } from '@app/contracts';

type Lang = 'ru' | 'en';

const labelOf = (list: readonly WarehouseOption[], value: string, lang: Lang): string =>
  list.find((o) => o.value === value)?.[lang] ?? value;

export const actKindLabel = (kind: string, lang: Lang) => labelOf(WAREHOUSE_ACT_KINDS, kind, lang);
export const actStateLabel = (state: string, lang: Lang) => labelOf(WAREHOUSE_ACT_STATES, state, lang);
export const movementLabel = (kind: string, lang: Lang) => labelOf(MOVEMENT_KINDS, kind, lang);
export const storageKindLabel = (kind: string, lang: Lang) => labelOf(STORAGE_KINDS, kind, lang);

export const optionsOf = (list: readonly WarehouseOption[], lang: Lang) => list.map((o) => ({ value: o.value, label: o[lang] }));

/** The colour of an act state's tag (antd preset colours: readable on the theme's background). */
export const STATE_COLORS: Readonly<Record<string, string>> = {
  done: 'green',
  on_the_way: 'gold',
  received: 'blue',
  cancelled: 'default',
};

/** The web path of an act kind's form (`output_clothes` → `/warehouse/acts/output-clothes`). */
export const actFormPath = (kind: string) => `/warehouse/acts/${kind.replace('_', '-')}`;
