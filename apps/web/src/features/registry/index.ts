/**
 * The registry engine's screens (ARCHITECTURE.md "Registries", docs/decisions/010): a
 * definition from `@app/contracts` gives a section its list, form and card routes. A feature
 * (partners, ...) mounts `registryRoutes(() => import its definition, { overrides })`.
 * The field renderers are public for hand-written cards and tabs (import them only from
 * lazily loaded code: the overrides module).
 */
export { CardFields } from './components/card-fields.tsx';
export { CellValue } from './components/cell-value.tsx';
export { currentView, RegistrySectionSwitch, type SectionView } from './components/section-switch.tsx';
export type {
  ActionOverride,
  CardContext,
  CardTabOverride,
  ColumnOverride,
  FormSectionOverride,
  OverrideText,
  RegistryCardProps,
  RegistryOverrides,
} from './model/overrides.ts';
export type { RegistryRow } from './model/row.ts';
export { type RegistryRoutesOptions, registryRoutes } from './routes.tsx';
