import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../shared/toast/index.ts';
import { Autocomplete, type OptionValue } from '../../../shared/widgets/remote-select/index.ts';
import { useMe } from '../../session/index.ts';
import { useChangeFavorites } from '../api/favorites.ts';
import '../texts.ts';
import { errorText } from './error-text.ts';
import { SIGNERS_LOOKUP } from './signer-list.tsx';

/** `/signers/add`: one signer (an active user with can_sign) at the end of the user's own signers. */
export function SignerAddPage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const change = useChangeFavorites(me.id);
  const [userId, setUserId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!userId) return setError(t('field.fillRequired'));
    change.mutate(
      { kind: 'add', userId },
      {
        onSuccess: () => {
          toast(0, t('signers.added'));
          navigate('/signers');
        },
        onError: (e) => setError(errorText(e, t('common.error'))),
      },
    );
  };
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('signers.add')}
        </Typography.Title>
      }
      style={{ maxWidth: 560 }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('signers.pick')}</Typography.Text>
        <Autocomplete
          url={SIGNERS_LOOKUP}
          value={userId}
          aria-label={t('signers.pick')}
          placeholder={t('signers.pickPlaceholder')}
          style={{ width: '100%' }}
          onChange={(v: OptionValue | OptionValue[] | null) => {
            setUserId(Number(Array.isArray(v) ? v[0] : v) || null);
            setError(null);
          }}
        />
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        <Space wrap>
          <Button type="primary" loading={change.isPending} onClick={add}>
            {t('signers.add')}
          </Button>
          <Link to="/signers">
            <Button>{t('signers.back')}</Button>
          </Link>
        </Space>
      </Space>
    </Card>
  );
}
