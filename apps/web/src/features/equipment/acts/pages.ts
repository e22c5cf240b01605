/** The acts' pages, the section switch and the card's overrides in one lazy chunk: one import site in the app's route table. */
export * from './act-card-page.tsx';
export * from './act-form-page.tsx';
export * from './acts-list-page.tsx';
export * from './overrides.tsx';
export * from './tech-section.tsx';
