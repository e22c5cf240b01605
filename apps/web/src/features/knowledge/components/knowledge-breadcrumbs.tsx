import type { KnowledgeSection } from '@app/contracts';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionPath } from '../model/tree.ts';
import '../texts.ts';

/** База знаний / section / sub-section [/ the last item, not a link]. */
export function KnowledgeBreadcrumbs({ sections, sectionId, last }: { sections: KnowledgeSection[]; sectionId: number; last?: string }) {
  const { t } = useTranslation();
  const path = sectionPath(sections, sectionId);
  return (
    <Breadcrumb
      style={{ marginBottom: 8 }}
      items={[
        { key: 'root', title: <Link to="/documentation">{t('knowledge.title')}</Link> },
        ...path.map((s) => ({ key: s.id, title: <Link to={`/documentation/list/${s.id}`}>{s.title}</Link> })),
        ...(last ? [{ key: 'last', title: last }] : []),
      ]}
    />
  );
}
