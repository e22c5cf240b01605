import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { fetchPeople, type PeopleOwner, peopleKey, savePeople } from '../api/people.ts';
import '../texts.ts';
import { errorText } from './error-text.ts';
import { SignerList } from './signer-list.tsx';

/** The applications form's ready chains (its `['applications', 'signer-chains']` query) list the staff chains. */
const READY_CHAINS_KEY = ['applications', 'signer-chains'] as const;

/**
 * A staff chain's «Подписанты» tab, a signer group's «Участники» tab: the ordered people,
 * each change saved at once as the whole list (`PUT <registry>/:id/signers`).
 */
export function PeopleTab({ owner, record, canEdit }: CardContext & { owner: PeopleOwner }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = peopleKey(owner, record.id);
  const people = useQuery({ queryKey: key, queryFn: () => fetchPeople(owner, record.id) });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!people.data) return <Skeleton active />;
  const save = async (ids: number[]) => {
    setBusy(true);
    try {
      qc.setQueryData(key, await savePeople(owner, record.id, ids));
      setError(null);
      toast(0, t('signers.saved'));
      void qc.invalidateQueries({ queryKey: READY_CHAINS_KEY });
    } catch (e) {
      setError(errorText(e, t('common.error')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {owner === 'staff_chains' && <Typography.Text type="secondary">{t('signers.chainHint')}</Typography.Text>}
      <SignerList
        testId={`${owner}-signers`}
        signers={people.data}
        canEdit={canEdit}
        busy={busy}
        error={error}
        empty={t(owner === 'staff_chains' ? 'signers.chainEmpty' : 'signers.groupEmpty')}
        onChange={(ids) => void save(ids)}
      />
    </div>
  );
}
