/**
 * Signers (spec 1 §2 `/signers`, `/staffchains [staffchains_view]`; spec 3 §7): the user's own
 * signers, signer groups and types, and the staff chains the application form fills its chain from.
 */

export { forgetMySigners } from './api/favorites.ts';
export { signersRoutes, staffChainsRoutes } from './routes.tsx';
