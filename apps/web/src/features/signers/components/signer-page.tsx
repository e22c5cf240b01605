import { Alert, Avatar, Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../shared/toast/index.ts';
import { useMe } from '../../session/index.ts';
import { useChangeFavorites, useFavorites } from '../api/favorites.ts';
import '../texts.ts';
import { errorText } from './error-text.ts';

/** `/signers/:id`: one of the user's own signers — who, their place in the chain, remove. */
export function SignerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const me = useMe();
  const navigate = useNavigate();
  const favorites = useFavorites(me.id);
  const change = useChangeFavorites(me.id);
  const back = (
    <Link to="/signers">
      <Button>{t('signers.back')}</Button>
    </Link>
  );
  if (!favorites.data) return <Skeleton active />;
  const index = favorites.data.findIndex((s) => s.value === id);
  const signer = favorites.data[index];
  if (!signer)
    return (
      <Space orientation="vertical">
        <Alert type="info" showIcon title={t('signers.notInList')} />
        {back}
      </Space>
    );
  return (
    <Card
      style={{ maxWidth: 560 }}
      title={
        <Space>
          <Avatar src={signer.avatar || undefined} alt="" aria-hidden>
            {signer.label.slice(0, 1)}
          </Avatar>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {signer.label}
          </Typography.Title>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {signer.post && (
          <Typography.Text>
            {t('signers.post')}: {signer.post}
          </Typography.Text>
        )}
        <Typography.Text>{t('signers.position', { n: index + 1, total: favorites.data.length })}</Typography.Text>
        {signer.can_sign === 0 && <Tag color="orange">{t('signers.noRight')}</Tag>}
        {change.error && <Alert type="error" showIcon title={errorText(change.error, t('common.error'))} />}
        <Space wrap>
          <Button
            danger
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: 'remove', userId: id },
                {
                  onSuccess: () => {
                    toast(0, t('signers.removed'));
                    navigate('/signers');
                  },
                },
              )
            }
          >
            {t('signers.remove')}
          </Button>
          {back}
        </Space>
      </Space>
    </Card>
  );
}
