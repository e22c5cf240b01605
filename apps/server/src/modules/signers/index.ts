/**
 * Signers: the user's own signers, signer groups and types, and the staff chains (registries
 * of the engine); the ready chains an application's signers block fills from. Its tables are
 * the users module's (`users/signers.schema.ts`).
 */

export { chainsForSigning, seedSignerChains } from './chains.service.ts';
export { signersRoutes } from './signers.routes.ts';
