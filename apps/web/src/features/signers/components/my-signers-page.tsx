import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../shared/toast/index.ts';
import { Autocomplete, type OptionValue } from '../../../shared/widgets/remote-select/index.ts';
import { useMe } from '../../session/index.ts';
import { useChangeFavorites, useFavorites } from '../api/favorites.ts';
import '../texts.ts';
import { errorText } from './error-text.ts';
import { SignerList } from './signer-list.tsx';

/**
 * `/signers`: the user's own signers in signing order (spec 1 §2, spec 3 §7 `v2_signers/favorites`):
 * add one or a whole signer group at the end, move, remove; each change is saved at once.
 */
export function MySignersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const favorites = useFavorites(me.id);
  const change = useChangeFavorites(me.id);
  const [error, setError] = useState<string | null>(null);
  const [groupPicker, setGroupPicker] = useState(0);
  const done = (message: string) => ({
    onSuccess: () => {
      setError(null);
      toast(0, message);
    },
    onError: (e: unknown) => setError(errorText(e, t('common.error'))),
  });
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('signers.title')}
        </Typography.Title>
      }
    >
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography.Text type="secondary">{t('signers.hint')}</Typography.Text>
        {!favorites.data ? (
          <Skeleton active />
        ) : (
          <SignerList
            testId="my-signers"
            signers={favorites.data}
            canEdit
            busy={change.isPending}
            error={error}
            empty={t('signers.empty')}
            linkOf={(s) => `/signers/${s.value}`}
            onChange={(ids, kind, userId) => {
              if (kind === 'add') change.mutate({ kind: 'add', userId }, done(t('signers.added')));
              else if (kind === 'remove') change.mutate({ kind: 'remove', userId }, done(t('signers.removed')));
              else change.mutate({ kind: 'order', ids }, done(t('signers.saved')));
            }}
          />
        )}
        <Autocomplete
          key={groupPicker}
          url="/signer_groups"
          value={null}
          disabled={change.isPending}
          aria-label={t('signers.addGroup')}
          placeholder={`${t('signers.addGroup')}: ${t('signers.addGroupPlaceholder').toLowerCase()}`}
          style={{ width: '100%' }}
          onChange={(v: OptionValue | OptionValue[] | null) => {
            const groupId = Number(Array.isArray(v) ? v[0] : v);
            if (groupId) change.mutate({ kind: 'group', groupId }, done(t('signers.saved')));
            setGroupPicker((n) => n + 1);
          }}
        />
        <Link to="/signers/add">
          <Button icon={<PlusOutlined />}>{t('signers.add')}</Button>
        </Link>
      </div>
    </Card>
  );
}
