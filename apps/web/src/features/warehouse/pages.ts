/** Every page of the section in one lazy chunk: one import site in the app's route table (the login bundle's budget). */
export * from './components/act-card-page.tsx';
export * from './components/acts-list-page.tsx';
export * from './components/debts-page.tsx';
export * from './components/input-act-page.tsx';
export * from './components/require-permit.tsx';
export * from './components/return-act-page.tsx';
export * from './components/stock-act-page.tsx';
export * from './components/warehouse-section.tsx';
export * from './components/worktable-page.tsx';
export * from './definition.ts';
export * from './extra/control-list-page.tsx';
export * from './extra/control-page.tsx';
export * from './extra/it-page.tsx';
export * from './extra/marking-page.tsx';
export * from './extra/reports-page.tsx';
export * from './extra/stickers-page.tsx';
export * from './overrides.tsx';
