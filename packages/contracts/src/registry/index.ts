export * from './checksums.ts';
export * from './definition.ts';
export * from './events.ts';
export * from './schemas.ts';
