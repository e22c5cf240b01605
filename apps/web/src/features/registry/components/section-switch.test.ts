import { describe, expect, it } from 'vitest';
import { currentView } from './section-switch.tsx';

const views = [
  { path: '/signers', label: 'Мои' },
  { path: '/signers/group', label: 'Группы' },
  { path: '/signers/types', label: 'Типы' },
];

/** The switch selects the view the address belongs to: the longest path it starts with, else the root. */
describe('currentView', () => {
  it('picks the longest matching view, a card under it included', () => {
    expect(currentView(views, '/signers/group')).toBe('/signers/group');
    expect(currentView(views, '/signers/types/12')).toBe('/signers/types');
  });

  it('falls back to the first view for the root, its cards and unknown paths', () => {
    expect(currentView(views, '/signers')).toBe('/signers');
    expect(currentView(views, '/signers/42')).toBe('/signers');
    expect(currentView(views, '/signers/groupies')).toBe('/signers');
  });
});
