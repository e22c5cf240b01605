import { MoreOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Result, Spin, Tabs, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../shared/api/index.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { can, useMe } from '../../session/index.ts';
import { useApplicationCard } from '../api/card.ts';
import { useEditApplication } from '../api/edit.ts';
import { useCompanyParams } from '../model/company-params.ts';
import { reportError } from '../model/report-error.ts';
import { isDeletedStatus } from '../model/status.ts';
import { seesUrgentReason } from '../model/urgent.ts';
import { useApplicationsRealtime } from '../model/use-applications-realtime.ts';
import '../texts.ts';
import { ApplicationHistory } from './application-history.tsx';
import { CardHeader } from './card-header.tsx';
import { type CardAction, CardMenu } from './card-menu.tsx';
import { CardSide } from './card-side.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { DocumentsMenu } from './documents-menu.tsx';
import { type FormMode, FormPanel } from './form-panel.tsx';
import { HierarchyTab } from './hierarchy-tab.tsx';
import { InvoicesTab } from './invoices-tab.tsx';
import { KpTab } from './kp-tab.tsx';
import { PositionsTable } from './positions-tab.tsx';
import { SignersBlock } from './signers-block.tsx';
import { UrgentControls } from './urgent-controls.tsx';

const TABS = ['positions', 'invoices', 'kp', 'history', 'hierarchy'] as const;

/** `/applications/:id/:tab?`: the application card (spec 1 §2 "Application card screen"). */
export function CardPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const tab = (TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as string) : 'positions';
  const navigate = useNavigate();
  const me = useMe();
  const company = useCompanyParams().data;
  const card = useApplicationCard(id);
  const edit = useEditApplication(id);
  const [deleting, setDeleting] = useState(false);
  const [formMode, setFormMode] = useState<FormMode | null>(null);
  const pack = card.data?.pack;
  usePageTitle(pack?.id ?? id, pack?.name, t('applications.section'));
  useApplicationsRealtime(id);

  if (card.isError) return <Result status="404" title={t('applications.card.notFound')} />;
  if (!card.data || !pack) return <Spin style={{ margin: 48 }} />;

  const deleted = isDeletedStatus(pack.status);
  const canEdit = pack.can_edit === 1;
  /** Position marks, offers and supplier requests: the editors and supply staff (invoices_view). */
  const canWork = !deleted && (canEdit || can(me, 'invoices_view'));
  const showInvoices = card.data.allow_invoices === 1 && can(me, 'invoices_view');
  const save = (packFields: Record<string, unknown>) =>
    edit.mutateAsync({ pack: packFields }).then(
      () => toast(0, t('applications.saved')),
      (e) => {
        reportError(e);
        throw e;
      },
    );

  const onAction = async (a: CardAction) => {
    if (a === 'delete') setDeleting(true);
    // The PDF prints dates in the reader's zone (and the language of the session).
    else if (a === 'print')
      window.open(
        `/api/applications/${id}/print?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
        '_blank',
        'noopener',
      );
    else if (a === 'alert')
      await api<{ result_content: string }>(`/applications/alert/${id}`, { method: 'POST' }).then(
        (r) => toast(0, r.result_content),
        reportError,
      );
    else setFormMode(a);
  };

  const go = (key: string) => navigate(`/applications/${id}/${key}`);
  const positions = card.data.snabs ?? [];
  const tabItems = [
    {
      key: 'positions',
      label: t('applications.card.tabs.positions'),
      children: (
        <>
          <SignersBlock
            packId={id}
            signers={card.data.snabs_signers ?? []}
            meId={me.id}
            canSign={me.canSign}
            status={pack.status}
            canEdit={canEdit && !deleted}
          />
          <PositionsTable positions={positions} packId={id} canMark={canWork} />
        </>
      ),
    },
    ...(showInvoices
      ? [{ key: 'invoices', label: t('applications.card.tabs.invoices'), children: <InvoicesTab packId={id} positions={positions} /> }]
      : []),
    { key: 'kp', label: t('applications.card.tabs.kp'), children: <KpTab packId={id} canAdd={canWork} /> },
    { key: 'history', label: t('applications.card.tabs.history'), children: <ApplicationHistory packId={id} positions={positions} /> },
    ...(tab === 'hierarchy'
      ? [{ key: 'hierarchy', label: t('applications.card.tabs.hierarchy'), children: <HierarchyTab packId={id} /> }]
      : []),
  ];

  return (
    <div style={{ padding: 16, display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <div style={{ flex: '1 1 600px', minWidth: 0 }}>
        <CardHeader
          pack={pack}
          canRename={canEdit && company?.unchangeable_name !== 1}
          seesUrgent={seesUrgentReason((p) => can(me, p))}
          onRename={(name) => void save({ name }).catch(() => undefined)}
        />
        <UrgentControls
          urgent={pack.urgent === 1}
          repeats={pack.repeats === 1}
          tab={tab}
          canSetPriority={can(me, 'snab_setPriority')}
          blockRepeat={card.data.block_pack_repeat === 1}
          deleted={deleted}
          onSave={save}
        />
        <Tabs
          activeKey={tab}
          onChange={go}
          items={tabItems}
          renderTabBar={(barProps, DefaultTabBar) => (
            <MoreBeside bar={<DefaultTabBar {...barProps} style={{ ...barProps.style, flex: '1 1 auto', minWidth: 0 }} />} onPick={go} />
          )}
        />
      </div>
      <div style={{ flex: '0 1 360px', minWidth: 280, width: '100%' }}>
        <Card size="small" style={{ marginBottom: 12 }}>
          <CardMenu deleted={deleted} canEdit={canEdit} onAction={(a) => void onAction(a)} />
          <DocumentsMenu
            packId={id}
            defectLink={pack.defect_statement_link}
            canEdit={canEdit && !deleted}
            hasPositions={positions.length > 0}
          />
        </Card>
        <Card size="small">
          <CardSide pack={pack} me={me} />
        </Card>
      </div>
      <DeleteDialog
        open={deleting}
        onCancel={() => setDeleting(false)}
        onDelete={(reason) =>
          edit.mutateAsync({ status: 'delete', reason }).then(
            () => {
              setDeleting(false);
              toast(0, t('applications.card.deleted'));
            },
            (e) => reportError(e),
          )
        }
      />
      <FormPanel packId={id} mode={formMode} onClose={() => setFormMode(null)} />
    </div>
  );
}

/**
 * The tab bar with the «more» menu (the hierarchy tab) beside it, not inside role=tablist as
 * `tabBarExtraContent` would put it; the bar's bottom line goes on under the button.
 */
function MoreBeside({ bar, onPick }: { bar: ReactNode; onPick: (key: string) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div style={{ display: 'flex' }}>
      {bar}
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: token.margin, borderBottom: line }}>
        <Dropdown menu={{ items: [{ key: 'hierarchy', label: t('applications.card.tabs.hierarchy') }], onClick: (e) => onPick(e.key) }}>
          <Button type="text" icon={<MoreOutlined />} aria-label={t('applications.card.more')} />
        </Dropdown>
      </div>
    </div>
  );
}
