import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './shared/i18n/index.ts';

afterEach(() => {
  cleanup();
});
