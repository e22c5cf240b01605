export * from './boards.ts';
export * from './constants.ts';
export * from './tickets.ts';
