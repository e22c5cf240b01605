import './zod-setup.ts';

export * from './applications.ts';
export * from './calendar.ts';
export * from './collaboration.ts';
export * from './directories.ts';
export * from './dtp.ts';
export * from './equipment.ts';
export * from './html.ts';
export * from './news.ts';
export * from './partners.ts';
export * from './permits.ts';
export * from './realtime.ts';
export * from './registry/index.ts';
export * from './routes.ts';
export * from './servers.ts';
export * from './session.ts';
export * from './tasks.ts';
export * from './trash.ts';
