export * from './boards.ts';
export * from './constants.ts';
export * from './linked-documents.ts';
export * from './tickets.ts';
