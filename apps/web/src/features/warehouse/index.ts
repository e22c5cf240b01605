/**
 * Warehouse (spec 1 §2 `/warehouse`; spec 3 §3–§5, §7; issue 16): storages (a tree on the registry
 * engine) with their stock, checkout and transfer; acts of every kind with their card and PDF;
 * debts; the storekeeper's worktable. The extras (marking, stickers, control, reports, IT) live in
 * `./extra` and are wired lazily by `routes.tsx`.
 */
export { warehouseRoutes } from './routes.tsx';
