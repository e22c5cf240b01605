import { DIRECTORY_REGISTRIES, registryPath } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { directoryRoutes } from './routes.tsx';

describe('directory routes', () => {
  it('mount every built directory at its definition path', () => {
    const paths = directoryRoutes.filter((r) => r.path && r.path !== '*').map((r) => `/directory/${r.path}`);
    expect(paths.sort()).toEqual(DIRECTORY_REGISTRIES.map(registryPath).sort());
  });
});
