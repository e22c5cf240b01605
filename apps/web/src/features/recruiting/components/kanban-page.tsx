import { type CandidateStage, type HrKanban, type HrKanbanCard, registryChannel } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Spin, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { ErrorCard } from '../../../shared/ui/index.ts';
import { type CardKey, type KanbanColumnData, KanbanColumns } from '../../../shared/ui/kanban-columns.tsx';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { changeStage, kanbanQuery, recruitingKeys } from '../api.ts';
import { contactKindLabel, filterKanban, sourceLabel, stageColor, stageLabel } from '../model/labels.ts';
import { reportError } from '../model/report-error.ts';
import '../texts.ts';
import { useMoveDialogs } from './move-dialogs.tsx';
import { VacancySelect } from './vacancy-select.tsx';

const COMPACT_KEY = 'recruiting-kanban-compact';

/** Compact mode is on unless the user turned it off (remembered in this browser). */
function useCompact(): [boolean, (on: boolean) => void] {
  const [compact, setCompact] = useState(() => localStorage.getItem(COMPACT_KEY) !== '0');
  return [
    compact,
    (on) => {
      localStorage.setItem(COMPACT_KEY, on ? '1' : '0');
      setCompact(on);
    },
  ];
}

/** A candidate's kanban card: name and posts; the full card adds vacancy, source, contact, days in status. */
export function CandidateCard({ card, compact }: { card: HrKanbanCard; compact: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Card size="small" styles={{ body: { padding: '6px 28px 6px 8px' } }}>
      <Link to={`/humanresources/kanban/${card.id}`} style={{ fontWeight: 500 }}>
        {card.full_name}
      </Link>
      {card.posts.length ? <div style={{ fontSize: 12 }}>{card.posts.join(', ')}</div> : null}
      {compact ? null : (
        <div style={{ fontSize: 12, display: 'flex', flexDirection: 'column', gap: 2, marginTop: 4 }}>
          {card.vacancy_name ? <Typography.Text type="secondary">{card.vacancy_name}</Typography.Text> : null}
          {card.source ? (
            <Typography.Text type="secondary">
              {t('recruiting.kanban.source')}: {sourceLabel(card.source, lang)}
            </Typography.Text>
          ) : null}
          {card.contact ? (
            <Typography.Text type="secondary">
              {contactKindLabel(card.contact.kind, lang)}: {card.contact.value}
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary">{t('recruiting.kanban.days', { count: card.days_in_stage })}</Typography.Text>
        </div>
      )}
    </Card>
  );
}

/** The kanban's columns for the generic board. */
export function kanbanColumns(kanban: HrKanban): KanbanColumnData<HrKanbanCard>[] {
  const lang = currentLanguage();
  return kanban.columns.map((c) => ({
    key: c.stage,
    title: stageLabel(c.stage, lang),
    color: stageColor(c.stage),
    cards: c.cards,
    total: c.count,
  }));
}

/**
 * The board's moves: a refusal asks its reason, hiring asks a confirmation and then shows the
 * created account; cancel, or the server's refusal, puts the card back.
 */
export function CandidatesBoard({ kanban, compact, onMoved }: { kanban: HrKanban; compact: boolean; onMoved: () => Promise<void> }) {
  const { t } = useTranslation();
  const columns = useMemo(() => kanbanColumns(kanban), [kanban]);
  const { askReason, confirmHire, showAccount, dialogs } = useMoveDialogs();
  const onMove = async (key: CardKey, _from: string, to: string) => {
    const card = kanban.columns.flatMap((c) => c.cards).find((c) => c.id === key);
    if (!card) return false;
    const stage = to as CandidateStage;
    let reason: string | undefined;
    if (stage === 'refusal') {
      const answer = await askReason();
      if (answer === null) return false;
      reason = answer;
    }
    if (stage === 'hired' && !(await confirmHire(card.full_name))) return false;
    try {
      const answer = await changeStage(card.id, { stage, reason });
      if (answer.hired) showAccount({ id: answer.hired.user_id, login: answer.hired.login, password: answer.hired.password });
      else toast(0, t('recruiting.kanban.moved'));
      await onMoved();
      return true;
    } catch (e) {
      reportError(e);
      return false;
    }
  };
  return (
    <>
      <KanbanColumns
        columns={columns}
        cardKey={(c) => c.id}
        renderCard={(c) => <CandidateCard card={c} compact={compact} />}
        onMove={onMove}
        label={t('recruiting.kanban.board')}
        moveLabel={t('recruiting.kanban.move')}
        dragLabel={t('recruiting.kanban.drag')}
        columnWidth={compact ? 220 : 260}
        emptyText={t('recruiting.kanban.empty')}
      />
      {dialogs}
    </>
  );
}

/** `/humanresources/kanban`: candidates by recruiting status, per vacancy or overall, with search and compact mode. */
export function KanbanPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const vacancyId = Number(params.get('vacancy')) > 0 ? Number(params.get('vacancy')) : undefined;
  const search = params.get('search') ?? '';
  const [compact, setCompact] = useCompact();
  const kanban = useQuery(kanbanQuery(vacancyId));
  usePageTitle(null, t('recruiting.kanban.title'), t('recruiting.section.kanban'));
  const refresh = () => client.invalidateQueries({ queryKey: recruitingKeys.all });
  // Someone's change of a candidate (a move, an edit, a new one) redraws the board.
  useObjectRoom('candidates_list', 'all', registryChannel('candidates'), () => void refresh());
  const shown = useMemo(() => (kanban.data ? filterKanban(kanban.data, search) : undefined), [kanban.data, search]);

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('recruiting.kanban.title')}
      </Typography.Title>
      <Space wrap>
        <VacancySelect all value={vacancyId} onChange={(id) => setParam('vacancy', id ? String(id) : undefined)} />
        <Input.Search
          allowClear
          aria-label={t('recruiting.kanban.search')}
          placeholder={t('recruiting.kanban.search')}
          defaultValue={search}
          onSearch={(v) => setParam('search', v.trim() || undefined)}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <Space size={6}>
          <Switch checked={compact} onChange={setCompact} aria-label={t('recruiting.kanban.compact')} size="small" />
          <span>{t('recruiting.kanban.compact')}</span>
        </Space>
        <Link to="/humanresources/kanban/add">
          <Button type="primary">{t('recruiting.kanban.add')}</Button>
        </Link>
      </Space>
      {kanban.isError ? (
        <ErrorCard title={t('common.error')} />
      ) : !shown ? (
        <Spin />
      ) : (
        <CandidatesBoard kanban={shown} compact={compact} onMoved={refresh} />
      )}
    </div>
  );
}
