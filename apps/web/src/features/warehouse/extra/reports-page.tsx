import { Segmented, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/page-title.ts';
import { useWarehouseLive } from '../api/use-warehouse-live.ts';
import { extraKeys } from './api/extra-api.ts';
import { MovementsReportTab } from './components/report-movements.tsx';
import { IssuedReportTab, ProjectsReportTab } from './components/report-people.tsx';
import { StockReportTab } from './components/report-stock.tsx';
import { useFocusableScroll } from './components/use-focusable-scroll.ts';
import { useUrlState } from './model/url-state.ts';
import './extra.css';
import './texts.ts';

const TABS = ['stock', 'movements', 'issued', 'projects'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/warehouse/reports`: stock on a date, movements for a period (in/out per day chart), issued to
 * people, by project; filters in the URL (`tab=`, dates, storage…), totals and an Excel export of
 * each with the filters on screen.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const tab: Tab = (TABS as readonly string[]).includes(url.get('tab')) ? (url.get('tab') as Tab) : 'stock';
  useWarehouseLive({ refresh: extraKeys.all });
  usePageTitle(null, t('warehouseExtra.reports.title'), t('warehouseExtra.section'));
  const scrollRef = useFocusableScroll<HTMLDivElement>();
  const panes: Record<Tab, () => ReactNode> = {
    stock: () => <StockReportTab />,
    movements: () => <MovementsReportTab />,
    issued: () => <IssuedReportTab />,
    projects: () => <ProjectsReportTab />,
  };

  return (
    <div className="wh-extra" ref={scrollRef}>
      <div className="wh-extra-head">
        <Typography.Title level={4}>{t('warehouseExtra.reports.title')}</Typography.Title>
      </div>
      {/* A radio group, not antd Tabs: at 360 px the tabs' overflow menu breaks the tablist's roles. */}
      <Segmented<Tab>
        className="wh-switch"
        value={tab}
        aria-label={t('warehouseExtra.reports.kind')}
        // A new report starts with its own filters: the period and the storage are kept.
        onChange={(key) =>
          url.set({
            tab: key === 'stock' ? null : key,
            ...{ date: null, group_id: null, search: null, kind: null, nomenclature_id: null, user_id: null, project_id: null, flat: null },
          })
        }
        options={TABS.map((key) => ({ value: key, label: t(`warehouseExtra.reports.tab.${key}`) }))}
      />
      {panes[tab]()}
    </div>
  );
}
