import type { RegistryOverrides } from '../registry/index.ts';
import { CategoryFieldsTab } from './components/category-fields-tab.tsx';
import { type CategoryOption, CategorySwitch, categoryQuery, fetchCategories } from './components/category-switch.tsx';
import { CustomTab } from './components/custom-tab.tsx';
import { FilesTab } from './components/files-tab.tsx';
import { PostalTab } from './components/postal-tab.tsx';
import { ReadersTab } from './components/readers-tab.tsx';
import './texts.ts';

/**
 * The documents' own parts on the registry engine (loaded with the pages): the list's category
 * switch (the default category applied to the list and its export), the card's «Файлы» (previews,
 * split, stamp), «Читатели», «Почтовые отправления» and «Дополнительно» (custom fields).
 */
export function documentsOverrides(categories: readonly CategoryOption[]): RegistryOverrides {
  return {
    listQuery: (params) => categoryQuery(params, categories),
    listHeader: () => <CategorySwitch categories={categories} />,
    cardTabs: [
      { key: 'docfiles', label: { ru: 'Файлы', en: 'Files' }, render: (context) => <FilesTab {...context} /> },
      { key: 'readers', label: { ru: 'Читатели', en: 'Readers' }, render: (context) => <ReadersTab {...context} /> },
      { key: 'postal', label: { ru: 'Почтовые отправления', en: 'Postal items' }, render: (context) => <PostalTab {...context} /> },
      { key: 'custom', label: { ru: 'Дополнительно', en: 'Additional' }, render: (context) => <CustomTab {...context} /> },
    ],
    historyFields: {
      files: { ru: 'Файлы', en: 'Files' },
      readers: { ru: 'Читатели', en: 'Readers' },
      postal_items: { ru: 'Почтовые отправления', en: 'Postal items' },
      stamp: { ru: 'Штамп', en: 'Stamp' },
    },
  };
}

let categories: Promise<readonly CategoryOption[]> | null = null;

/** The overrides with the categories (asked once a visit; without them the list simply shows every category). */
export async function loadDocumentsOverrides(): Promise<RegistryOverrides> {
  categories ??= fetchCategories().catch((error: unknown) => {
    console.error('documents: categories failed', error);
    categories = null;
    return [];
  });
  return documentsOverrides(await categories);
}

/** The category card's «Поля»: the category's custom fields (`/documents/directory/categories/{id}`). */
export function loadCategoryOverrides(): RegistryOverrides {
  return {
    cardTabs: [{ key: 'fields', label: { ru: 'Поля', en: 'Fields' }, render: (context) => <CategoryFieldsTab {...context} /> }],
  };
}
