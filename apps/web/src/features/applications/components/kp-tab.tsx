import { PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, List, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../shared/format.ts';
import { useCardPart } from '../api/card.ts';
import type { OfferView } from '../model/types.ts';
import { OfferDialog } from './offer-dialog.tsx';
import { SupplierRequests } from './supplier-requests.tsx';
import '../texts.ts';

/** The requests to suppliers and the offers (kp) of the application; editors and supply staff add both. */
export function KpTab({ packId, canAdd = false }: { packId: number; canAdd?: boolean }) {
  const { t } = useTranslation();
  const part = useCardPart(packId, 'offers');
  const [adding, setAdding] = useState(false);
  const offers = part.data?.offers ?? [];
  return (
    <div>
      <SupplierRequests packId={packId} canEdit={canAdd} />
      <Typography.Title level={5} style={{ margin: '0 0 12px' }}>
        {t('applications.requests.offersTitle')}
      </Typography.Title>
      {canAdd ? (
        <Space style={{ marginBottom: 12 }}>
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('applications.offers.add')}
          </Button>
        </Space>
      ) : null}
      {part.isLoading ? (
        <Spin />
      ) : offers.length === 0 ? (
        <Empty description={t('applications.card.noOffers')} />
      ) : (
        <List bordered dataSource={offers} renderItem={(o) => <OfferItem offer={o} />} />
      )}
      <OfferDialog packId={packId} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

function OfferItem({ offer }: { offer: OfferView }) {
  const { t } = useTranslation();
  const fileName = offer.file?.name ?? t('applications.offers.file');
  return (
    <List.Item>
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>{offer.partner_name ?? t('applications.offers.noPartner')}</Typography.Text>
          {offer.sum !== null ? <Typography.Text>{formatNumber(offer.sum)}</Typography.Text> : null}
          {offer.file ? (
            <a
              href={offer.file.path}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('applications.offers.openFile', { name: fileName })}
            >
              <PaperClipOutlined /> {fileName}
            </a>
          ) : null}
        </Space>
        {offer.comment ? <Typography.Text>{offer.comment}</Typography.Text> : null}
        {offer.date_add || offer.who_add_fio ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[offer.who_add_fio, offer.date_add ? formatDateTime(offer.date_add) : null].filter(Boolean).join(' · ')}
          </Typography.Text>
        ) : null}
      </Space>
    </List.Item>
  );
}
