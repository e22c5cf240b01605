/**
 * Warehouse (spec 1 §2 `/warehouse`, issue 16): storages (a tree on the registry engine),
 * balances, movements, acts, debts and the clothes reminders. Public: the routes, the tables,
 * the correction act and the act PDF (stocktaking), the storages holding an item (the
 * nomenclature picker), the daily work, the seed.
 */
import './warehouse.messages.ts';

export { type CorrectionLine, notifyWarehouse, postCorrectionAct, warehouseActPdf } from './acts.service.ts';
export { takeOrRefuse } from './acts-posting.service.ts';
export { seedWarehouseMarkers } from './markers.seed.ts';
export { storagesHolding } from './stock.service.ts';
export { type WarehouseDeps, warehouseRoutes } from './warehouse.routes.ts';
export * from './warehouse.schema.ts';
export { seedWarehouse } from './warehouse.seed.ts';
export { renderActPdf } from './warehouse-acts.pdf.ts';
export { warehouseExtraRoutes } from './warehouse-extra.routes.ts';
export { runWarehouseDaily, WAREHOUSE_DAILY_QUEUE } from './warehouse-reminders.service.ts';
