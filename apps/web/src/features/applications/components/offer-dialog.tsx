import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { useAddOffer } from '../api/offers.ts';
import type { SupplierRequest } from '../api/requests.ts';
import { acceptOf, hasExtension, normalizeSum, OFFER_EXTENSIONS } from '../model/files.ts';
import { reportError } from '../model/report-error.ts';
import '../texts.ts';
import { CommentItem, errorProps, PartnerItem } from './supplier-fields.tsx';

type Errors = Partial<Record<'partner' | 'sum' | 'file', string>>;

/**
 * "Add offer" (kp): supplier, amount, comment and a file; at least a supplier, a file or a
 * comment (the server's rule), the amount a decimal with 2 places, the file from the allow-list.
 */
export function OfferDialog({ packId, open, onClose, request }: Props) {
  if (!open) return null;
  return <OfferForm packId={packId} onClose={onClose} request={request} />;
}

interface Props {
  packId: number;
  open: boolean;
  onClose: () => void;
  /** Records the supplier's answer to this request: its supplier comes preset and `request_id` is sent. */
  request?: Pick<SupplierRequest, 'id' | 'partner_id' | 'partner_name'> | null;
}

function OfferForm({ packId, onClose, request }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const add = useAddOffer(packId);
  const [partner, setPartner] = useState<number | null>(request?.partner_id ?? null);
  const [sum, setSum] = useState('');
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileName, setFileName] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const validate = (): { errors: Errors; sum: string } => {
    const next: Errors = {};
    const cleanSum = normalizeSum(sum);
    if (cleanSum === null) next.sum = t('applications.offers.sumInvalid');
    if (file && !hasExtension(file.name, OFFER_EXTENSIONS)) next.file = t('applications.offers.wrongFormat', { name: file.name });
    if (!partner && !file && !comment.trim()) next.partner = t('applications.offers.needOne');
    return { errors: next, sum: cleanSum ?? '' };
  };

  const submit = () => {
    const checked = validate();
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    add.mutate(
      { partner_id: partner, sum: checked.sum || undefined, comment: comment.trim() || undefined, file, fileName, request_id: request?.id },
      {
        onSuccess: () => {
          toast(0, t(request ? 'applications.requests.answered' : 'applications.offers.added'));
          onClose();
        },
        onError: reportError,
      },
    );
  };

  const field = (key: keyof Errors) => errorProps(errors[key]);
  return (
    <Modal
      open
      title={request ? t('applications.requests.answerTitle', { id: request.id }) : t('applications.offers.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('applications.offers.submit')}
      cancelText={t('applications.offers.cancel')}
      confirmLoading={add.isPending}
      mask={{ closable: false }}
    >
      <Form layout="vertical" component="div">
        <PartnerItem
          label={t('applications.offers.partner')}
          error={errors.partner}
          value={partner}
          preset={request}
          onChange={setPartner}
        />
        <Form.Item label={t('applications.offers.sum')} {...field('sum')}>
          <Input aria-label={t('applications.offers.sum')} inputMode="decimal" value={sum} onChange={(e) => setSum(e.target.value)} />
        </Form.Item>
        <CommentItem label={t('applications.offers.comment')} value={comment} onChange={setComment} />
        <Form.Item label={t('applications.offers.file')} {...field('file')}>
          <input
            type="file"
            aria-label={t('applications.offers.file')}
            accept={acceptOf(OFFER_EXTENSIONS)}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              setFileName(chosen?.name ?? '');
            }}
          />
        </Form.Item>
        {file ? (
          <Form.Item label={t('applications.offers.fileName')}>
            <Input
              aria-label={t('applications.offers.fileName')}
              maxLength={300}
              value={fileName}
              onChange={(e) => setFileName(e.target.value)}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
