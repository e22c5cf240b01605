/** Every page of the section: the lazy chunk `routes.tsx` loads (the definition and the registry's parts too). */
export { supportRegistry } from '@app/contracts';
export { SupportSettingsPage } from './components/settings-page.tsx';
export { supportOverrides } from './overrides.tsx';
