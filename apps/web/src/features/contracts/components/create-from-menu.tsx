import { CopyOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CardContext } from '../../registry/index.ts';
import '../texts.ts';

/** The card's «Создать на основе» menu: an additional agreement to this contract, or a copy of it (the create form prefilled). */
export function CreateFromMenu({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!canEdit) return null;
  const items = [
    ...(record.kind === 'contract' ? [{ key: 'agreement', label: t('contracts.create.agreement') }] : []),
    { key: 'copy', label: t('contracts.create.copy') },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => navigate(`/contracts/add?contractId=${record.id}&as=${key}`) }}>
      <Button icon={<CopyOutlined />}>
        {t('contracts.create.menu')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
