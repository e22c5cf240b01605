/**
 * Warehouse extras (issue 16): marking, stickers, control (stocktaking with a barcode scanner),
 * reports, IT equipment and the worktable blocks. The warehouse feature's routes mount these pages
 * lazily (`lazy: () => import('./extra/index.ts')`); see README.md for the paths.
 */
export { ControlListPage } from './control-list-page.tsx';
export { ControlPage } from './control-page.tsx';
export { ItPage } from './it-page.tsx';
export { MarkingPage } from './marking-page.tsx';
export { ReportsPage } from './reports-page.tsx';
export { StickersPage } from './stickers-page.tsx';
export { WorktableBlocks } from './worktable-blocks.tsx';
