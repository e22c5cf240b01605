import type { RouteObject } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

const load = () => import('./definition.ts');
const overrides = () => import('./overrides.tsx');

/**
 * `/signers`: the user's own signers (index, `add`, `:id`), signer groups (`group`, card tab
 * «Участники») and signer types (`types`) under one switch.
 */
export const signersRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/signers-section.tsx')).SignersSection }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./components/my-signers-page.tsx')).MySignersPage }) },
      { path: 'add', lazy: async () => ({ Component: (await import('./components/signer-add-page.tsx')).SignerAddPage }) },
      {
        path: 'group',
        children: registryRoutes(async () => (await load()).signerGroupsRegistry, {
          overrides: async () => (await overrides()).signerGroupsOverrides,
        }),
      },
      { path: 'types', children: registryRoutes(async () => (await load()).signerTypesRegistry) },
      { path: ':id', lazy: async () => ({ Component: (await import('./components/signer-page.tsx')).SignerPage }) },
    ],
  },
];

/** `/staffchains [staffchains_view]`: list, add, card with the «Подписанты» tab. */
export const staffChainsRoutes: RouteObject[] = registryRoutes(async () => (await load()).staffChainsRegistry, {
  overrides: async () => (await overrides()).staffChainsOverrides,
});
