import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { approvalKeys, fetchSubstitute, messageOf, SIGNERS_LOOKUP, saveSubstitute } from './approval-api.ts';
import './texts.ts';

const DAY = 'YYYY-MM-DD';

/** My substitute for a period (`/approvals/substitutes`), and whom I substitute today. */
export function SubstituteCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: approvalKeys.substitute, queryFn: fetchSubstitute });
  const [draft, setDraft] = useState<{ id: number | null; range: [Dayjs | null, Dayjs | null] } | null>(null);
  const [busy, setBusy] = useState(false);
  const data = query.data;
  const current = draft ?? {
    id: data?.substitute?.id ?? null,
    range: [data?.date_from ? dayjs(data.date_from) : null, data?.date_to ? dayjs(data.date_to) : null] as [Dayjs | null, Dayjs | null],
  };
  const save = async (remove: boolean) => {
    setBusy(true);
    try {
      const answer = await saveSubstitute(
        remove || current.id === null
          ? { substitute_id: null }
          : { substitute_id: current.id, date_from: current.range[0]?.format(DAY), date_to: current.range[1]?.format(DAY) },
      );
      client.setQueryData(approvalKeys.substitute, answer);
      setDraft(null);
      toast(0, t('approvals.substituteSaved'));
    } catch (e) {
      toast(1, messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('approvals.substituteTitle')} size="small">
      {query.isError ? (
        <Alert type="error" showIcon title={messageOf(query.error)} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('approvals.substituteHint')}</Typography.Text>
          <Space wrap>
            <RemoteSelect
              url={SIGNERS_LOOKUP}
              aria-label={t('approvals.substitute')}
              placeholder={t('approvals.substitute')}
              allowClear
              initialOptions={data.substitute ? [{ value: data.substitute.id, label: data.substitute.fio }] : []}
              value={current.id}
              style={{ minWidth: 260 }}
              onChange={(v) => setDraft({ ...current, id: v === null || Array.isArray(v) ? null : Number(v) })}
            />
            <DatePicker.RangePicker
              aria-label={t('approvals.period')}
              format="DD.MM.YYYY"
              value={current.range}
              onChange={(range) => setDraft({ ...current, range: [range?.[0] ?? null, range?.[1] ?? null] })}
            />
            {data.active && <Tag color="green">{t('approvals.substituteActive')}</Tag>}
          </Space>
          <Space wrap>
            <Button type="primary" loading={busy} disabled={draft === null} onClick={() => void save(false)}>
              {t('approvals.saveSubstitute')}
            </Button>
            {data.substitute && (
              <Button disabled={busy} onClick={() => void save(true)}>
                {t('approvals.removeSubstitute')}
              </Button>
            )}
          </Space>
          {data.for_users.length > 0 && (
            <Typography.Text>{t('approvals.iSubstitute', { names: data.for_users.map((u) => u.fio).join(', ') })}</Typography.Text>
          )}
        </Space>
      )}
    </Card>
  );
}
