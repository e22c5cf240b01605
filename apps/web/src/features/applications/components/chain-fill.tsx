import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChainSigner, useReadyChains } from '../api/sign.ts';

const arrow = (signers: ChainSigner[]) => signers.map((s) => s.label).join(' → ');

/**
 * Fills an approval chain in one click (spec 1 §7 "POST/PATCH applications/{id}/signers":
 * from the user's signers and the staff chains): "My signers" and a staff chain picker.
 * Both lists hold only people who may sign now (`GET applications/signers/chains`).
 */
export function ChainFill({ onFill }: { onFill: (signers: ChainSigner[]) => void }) {
  const { t } = useTranslation();
  const chains = useReadyChains();
  const [chosen, setChosen] = useState<number>();
  const mine = chains.data?.mine ?? [];
  const staff = chains.data?.staff ?? [];
  return (
    <Space wrap size="small" data-testid="chain-fill">
      <Typography.Text type="secondary">{t('applications.sign.fillFrom')}</Typography.Text>
      <Button
        size="small"
        icon={<UserOutlined />}
        loading={chains.isLoading}
        disabled={mine.length === 0}
        title={mine.length ? arrow(mine) : t('applications.sign.mineEmpty')}
        onClick={() => {
          setChosen(undefined);
          onFill(mine);
        }}
      >
        {t('applications.sign.mine', { count: mine.length })}
      </Button>
      <Select<number>
        size="small"
        aria-label={t('applications.sign.staffChain')}
        placeholder={
          <>
            <TeamOutlined /> {t('applications.sign.staffChain')}
          </>
        }
        loading={chains.isLoading}
        value={chosen}
        onChange={(id) => {
          const chain = staff.find((c) => c.id === id);
          if (!chain) return;
          setChosen(id);
          onFill(chain.signers);
        }}
        options={staff.map((c) => ({ value: c.id, label: `${c.name} (${c.signers.length})`, title: arrow(c.signers) }))}
        notFoundContent={t('applications.sign.noStaffChains')}
        popupMatchSelectWidth={false}
        style={{ minWidth: 220 }}
      />
    </Space>
  );
}
