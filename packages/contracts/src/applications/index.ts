export * from './card.ts';
export * from './constants.ts';
export * from './list.ts';
export * from './replies.ts';
