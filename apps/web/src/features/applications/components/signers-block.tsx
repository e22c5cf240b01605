import { CheckCircleTwoTone, ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Space, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { useSign } from '../api/sign.ts';
import { reportError } from '../model/report-error.ts';
import type { SignerView } from '../model/types.ts';

interface Props {
  packId: number;
  signers: SignerView[];
  meId: number;
  canSign: boolean;
  status: string;
}

/** The signers chain and the "Подписать" button for the current signer (can_sign, in order). */
export function SignersBlock({ packId, signers, meId, canSign, status }: Props) {
  const { t } = useTranslation();
  const sign = useSign(packId);
  const current = signers.find((s) => s.status === 0);
  const mine = canSign && status === 'active' && current?.user_id === meId;
  const signedCount = signers.filter((s) => s.status === 1).length;
  return (
    <Card size="small" title={t('applications.sign.title')} style={{ marginBottom: 12 }} data-testid="signers">
      {signers.length === 0 ? (
        <Typography.Text type="secondary">{t('applications.sign.none')}</Typography.Text>
      ) : (
        <Steps
          size="small"
          current={current ? signers.indexOf(current) : signers.length}
          items={signers.map((s) => ({
            title: s.fio ?? `#${s.user_id}`,
            description: s.status === 1 ? `${t('applications.sign.signed')} ${s.date_sign ?? ''}` : t('applications.sign.waiting'),
            icon: s.status === 1 ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <ClockCircleOutlined />,
          }))}
        />
      )}
      <Space style={{ marginTop: 8 }}>
        <Typography.Text data-testid="card-sign-progress">
          {t('applications.signProgress', { current: signedCount, total: signers.length })}
        </Typography.Text>
        {mine ? (
          <Button
            type="primary"
            loading={sign.isPending}
            onClick={() =>
              sign.mutate(undefined, {
                onSuccess: () => toast(0, t('applications.sign.signed')),
                onError: reportError,
              })
            }
          >
            {t('applications.sign.sign')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
