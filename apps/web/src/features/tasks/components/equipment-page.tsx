import { useQuery } from '@tanstack/react-query';
import { Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/page-title.ts';
import { ErrorCard } from '../../../shared/ui/error-card.tsx';
import '../texts.ts';
import { equipmentQuery } from '../api/misc.ts';
import { EquipmentDetails } from './equipment-header.tsx';

/** `/equipment/search/:id`: the minimal equipment card (opened in a new tab from the equipment header), linking back to the registry. */
export function EquipmentPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, isLoading, isError } = useQuery({ ...equipmentQuery(id), enabled: id > 0 });
  usePageTitle(id, data?.equipment.label, t('tasks.equipment.title'));
  if (isLoading) return <Spin />;
  if (isError || !data) return <ErrorCard title={t('tasks.equipment.notFound')} />;
  return (
    <Card title={data.equipment.label} extra={<Link to="/equipment">{t('tasks.equipment.back')}</Link>} style={{ maxWidth: 520 }}>
      <EquipmentDetails eq={data} />
    </Card>
  );
}
