import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The contracts and documents tabs: empty until those modules come and link projects. */
export function LaterTab({ kind }: { kind: 'contracts' | 'documents' }) {
  const { t } = useTranslation();
  return <Empty description={t(`projects.later.${kind}`)} />;
}
