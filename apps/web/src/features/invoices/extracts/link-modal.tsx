import type { ExtractLine } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import { extractsKeys, fetchCandidates, relateLine } from './extracts-api.ts';
import { uploadErrorText } from './upload-card.tsx';
import './texts.ts';

/** Links an outgoing line to a payment by hand: the signed or registry payments of the same sum. */
export function LinkModal({ line, onClose }: { line: ExtractLine; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number>();
  const candidates = useQuery({ queryKey: [...extractsKeys.all, 'candidates', line.id], queryFn: () => fetchCandidates(line.id) });
  const link = useMutation({
    mutationFn: (interval_id: number) => relateLine({ line_id: line.id, interval_id }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: extractsKeys.all });
      onClose();
    },
  });
  const options = (candidates.data?.items ?? []).map((p) => ({
    value: p.interval_id,
    label: `${t('extracts.payment', { number: p.invoice_number || p.invoice_id, date: formatDate(p.invoice_date) })} — ${t('extracts.paymentLine', { date: formatDate(p.date), sum: formatMoney(p.sum) })}${p.partner_name ? ` — ${p.partner_name}` : ''}`,
  }));
  return (
    <Modal
      open
      title={t('extracts.linkTitle', { number: line.number, sum: formatMoney(line.sum) })}
      okText={t('extracts.link')}
      okButtonProps={{ disabled: chosen === undefined, loading: link.isPending }}
      onOk={() => chosen !== undefined && link.mutate(chosen)}
      onCancel={onClose}
    >
      <Select
        style={{ width: '100%' }}
        loading={candidates.isLoading}
        showSearch
        optionFilterProp="label"
        placeholder={t('extracts.linkPlaceholder')}
        aria-label={t('extracts.linkPlaceholder')}
        notFoundContent={t('extracts.noCandidates')}
        options={options}
        value={chosen}
        onChange={setChosen}
      />
      {link.isError && <Typography.Text type="danger">{uploadErrorText(link.error)}</Typography.Text>}
    </Modal>
  );
}
