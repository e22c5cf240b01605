import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../shared/i18n/index.ts';
import { BasesSection } from './bases-section.tsx';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/bases/*" element={<BasesSection />} />
      </Routes>
    </MemoryRouter>,
  );

/** The «Базы | Типы баз» switch: labels from the section's texts in the user's language, the current view selected. */
describe('bases section switch', () => {
  afterEach(() => setLanguage('ru'));

  it('names both views in Russian and selects the types on /bases/types', () => {
    renderAt('/bases/types');
    expect(screen.getByText('Базы')).toBeTruthy();
    const types = screen.getByText('Типы баз');
    expect(types.closest('.ant-segmented-item')?.className).toContain('ant-segmented-item-selected');
  });

  it('names both views in English', () => {
    setLanguage('en');
    renderAt('/bases');
    expect(screen.getByText('Bases')).toBeTruthy();
    expect(screen.getByText('Base types')).toBeTruthy();
  });
});
