/**
 * Nomenclature (spec 1 §2 `/nomenclature [nomenclature_view]`, add `[nomenclature_edit]`, `{id}`;
 * issue 12): items and their groups on the registry engine, with the item card's «Свойства»,
 * «Аналоги» and «Цены поставщиков» tabs and the group card's «Свойства группы» tab.
 */
export { nomenclatureRoutes } from './routes.tsx';
