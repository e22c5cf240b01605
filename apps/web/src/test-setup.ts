import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './shared/i18n/index.ts';

// `findBy…` and `waitFor` wait for a condition; this ceiling only bounds a hang. A cold
// transform cache or a busy machine makes a lazily loaded component take seconds to appear,
// far beyond the library's default of one second.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
