/**
 * The module's data access, one file per kind of data; re-exported here so services keep a single
 * `repo` namespace.
 */
export * from './list.repository.ts';
export * from './offers.repository.ts';
export * from './packs.repository.ts';
export * from './positions.repository.ts';
export * from './signers.repository.ts';
