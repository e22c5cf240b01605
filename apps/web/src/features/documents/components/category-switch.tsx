import { SettingOutlined } from '@ant-design/icons';
import { hasPermit } from '@app/contracts';
import { Button, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { api } from '../../../shared/api/index.ts';
import { useSession } from '../../session/index.ts';
import '../texts.ts';

/** The switch's URL parameter: a category id, or `all`; without it the default category is open. */
export const CATEGORY_PARAM = 'category';
const ALL = 'all';

const categoriesAnswer = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), default_load: z.number().nullish() })),
});
export type CategoryOption = z.infer<typeof categoriesAnswer>['items'][number];

/** The categories in their order (`GET documents/categories`), for the list's switch. */
export const fetchCategories = async () =>
  categoriesAnswer.parse(await api<unknown>('/documents/categories', { query: { sort: 'position', order: 'asc', limit: 200 } })).items;

/**
 * The category the list shows (spec 3 §3 "Document category: default_load"): the filter's
 * `category_id` when set, else the switch's choice, else the first category marked to open by
 * default; null for all.
 */
export function openedCategory(params: URLSearchParams, categories: readonly CategoryOption[]): string | null {
  const filtered = params.get('category_id');
  if (filtered) return filtered;
  const chosen = params.get(CATEGORY_PARAM);
  if (chosen) return chosen === ALL ? null : chosen;
  const preset = categories.find((c) => c.default_load === 1);
  return preset ? String(preset.id) : null;
}

/** What every list call and the export carry for the switch (the filter's own `category_id` goes as it is). */
export function categoryQuery(params: URLSearchParams, categories: readonly CategoryOption[]): Record<string, string> {
  if (params.get('category_id')) return {};
  const opened = openedCategory(params, categories);
  return opened ? { category_id: opened } : {};
}

/**
 * The list's header: the categories as a quick switch (a category with default_load opens by
 * default) and, for documents_create holders, the link to the directory of categories and types.
 */
export function CategorySwitch({ categories }: { categories: readonly CategoryOption[] }) {
  const { t } = useTranslation();
  const user = useSession().user;
  const [params, setParams] = useSearchParams();
  const current = openedCategory(params, categories);

  const choose = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('category_id');
      next.set(CATEGORY_PARAM, value);
      return next;
    });

  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginBottom: 12 }}>
      {categories.length > 0 && (
        <nav aria-label={t('documents.categories.label')} style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Segmented
            value={current ?? ALL}
            onChange={(value) => choose(String(value))}
            options={[
              { value: ALL, label: t('documents.categories.all') },
              ...categories.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </nav>
      )}
      {user && hasPermit(user, 'documents_create') && (
        <Link to="/documents/directory/categories">
          <Button icon={<SettingOutlined />}>{t('documents.categories.directory')}</Button>
        </Link>
      )}
    </div>
  );
}
