/**
 * Bank extracts imported from 1C (`1CClientBankExchange`) and the banks directory (issue 13).
 * Public: the routes, the tables, the demo seed, the 1C format's parser and writer.
 */

export { extractsRoutes } from './extracts.routes.ts';
export * from './extracts.schema.ts';
export { DEMO_BANKS, seedBanks, seedExtracts } from './extracts.seed.ts';
export { OnecFormatError, parseOnecFile, parseOnecText } from './onec-format.ts';
export { encodeOnec, onecExchangeText } from './onec-writer.ts';
