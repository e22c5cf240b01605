import { DOCUMENT_STATES } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { Lang } from '../../shared/i18n.ts';
import * as repo from './documents-guides.repository.ts';

/** The documents' guides (spec 3 §7 "Documents"): statuses, own organizations, types, categories. */

/** `GET documents/statuses`: the states with their labels, `name` in the caller's language. */
export const statuses = (lang: Lang) => DOCUMENT_STATES.map((s) => ({ ...s, name: lang === 'en' ? s.en : s.ru }));

/** `GET documents/organizations`: the live own legal entities. */
export const organizations = (db: Db) => repo.findOrganizationNames(db);

/** `GET documents/types?group_id=2`: the live document types, optionally of one category. */
export const documentKinds = (db: Db, categoryId: number | undefined) => repo.findDocumentKinds(db, categoryId);

/** `GET services/guides?type=document_categories`: the live categories in their order. */
export const categoryGuide = (db: Db) => repo.findCategoryGuide(db);
