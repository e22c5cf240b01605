import type { RouteObject } from 'react-router';
import { registryRoutes } from '../../registry/index.ts';

/**
 * The bank extracts imported from 1C and the banks directory, mounted by the invoices' routes
 * under `/invoices`: `directories/extracts` (the import page and the extract lines) and
 * `directories/banks` (the banks registry: list, add, card).
 */
export const extractsRoutes: RouteObject[] = [
  {
    path: 'directories/extracts',
    lazy: async () => ({ Component: (await import('./extracts-page.tsx')).ExtractsPage }),
  },
  {
    path: 'directories/banks',
    children: registryRoutes(async () => (await import('./definition.ts')).banksRegistry),
  },
];
