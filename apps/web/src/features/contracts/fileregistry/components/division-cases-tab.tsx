import { CONTRACT_CASE_STATES, FILE_REGISTRY_PATH } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardContext } from '../../../registry/index.ts';
import { fetchDivisionCases, fileRegistryKeys } from '../api/file-registry-api.ts';
import '../texts.ts';

/** The division card's tab «Дела»: its cases by index, with their state and where their originals are kept. */
export function DivisionCasesTab({ record }: CardContext) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const cases = useQuery({ queryKey: fileRegistryKeys.divisionCases(record.id), queryFn: () => fetchDivisionCases(record.id) });
  if (!cases.data) return <Skeleton active />;
  if (cases.data.length === 0) return <Empty description={t('contractFiles.noCases')} />;
  return (
    <List
      bordered
      dataSource={cases.data}
      renderItem={(c) => {
        const state = CONTRACT_CASE_STATES.find((s) => s.value === c.state);
        const place = [c.shelf, c.box].filter(Boolean).join(', ');
        return (
          <List.Item extra={state && <Tag color={state.color}>{state[lang]}</Tag>}>
            <List.Item.Meta
              title={
                <Link to={`${FILE_REGISTRY_PATH}/cases/${c.id}`}>
                  {c.case_index} {c.title}
                </Link>
              }
              description={
                <Typography.Text type="secondary">
                  {[c.year, place && `${t('contractFiles.place')}: ${place}`].filter(Boolean).join(' · ')}
                </Typography.Text>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
