import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The documents tab: empty until the documents module comes and links projects. */
export function LaterTab({ kind }: { kind: 'documents' }) {
  const { t } = useTranslation();
  return <Empty description={t(`projects.later.${kind}`)} />;
}
