import { describe, expect, it } from 'vitest';
import { categoryQuery, openedCategory } from './category-switch.tsx';

const categories = [
  { id: 1, name: 'Приказы', default_load: 0 },
  { id: 2, name: 'Письма', default_load: 1 },
];
const at = (query: string) => new URLSearchParams(query);

/** Spec 3 §3 "Document category: default_load": the list opens on the default category. */
describe('documents list category switch', () => {
  it('opens the default category; the switch’s choice or «Все» replaces it', () => {
    expect(openedCategory(at(''), categories)).toBe('2');
    expect(categoryQuery(at(''), categories)).toEqual({ category_id: '2' });
    expect(categoryQuery(at('category=1'), categories)).toEqual({ category_id: '1' });
    expect(openedCategory(at('category=all'), categories)).toBeNull();
    expect(categoryQuery(at('category=all'), categories)).toEqual({});
    expect(categoryQuery(at(''), [{ id: 1, name: 'Приказы', default_load: 0 }])).toEqual({});
  });

  it('the filter’s own category_id wins and goes as it is', () => {
    expect(openedCategory(at('category_id=1&category=all'), categories)).toBe('1');
    expect(categoryQuery(at('category_id=1'), categories)).toEqual({});
  });
});
