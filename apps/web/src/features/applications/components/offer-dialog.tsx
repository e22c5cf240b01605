import { Form, Input, Modal } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { checkResolver, FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { useAddOffer } from '../api/offers.ts';
import type { SupplierRequest } from '../api/requests.ts';
import { hasExtension, normalizeSum, OFFER_EXTENSIONS } from '../model/files.ts';
import { reportError } from '../model/report-error.ts';
import '../texts.ts';
import { FileItem } from './file-item.tsx';
import { CommentItem, PartnerItem } from './supplier-fields.tsx';

interface OfferValues {
  partner: number | null;
  sum: string;
  comment: string;
  file: File | null;
  fileName: string;
}

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
  const { control, handleSubmit, setValue } = useForm<OfferValues>({
    defaultValues: { partner: request?.partner_id ?? null, sum: '', comment: '', file: null, fileName: '' },
    reValidateMode: 'onSubmit',
    resolver: checkResolver(({ partner, sum, comment, file }) => {
      const errors: Record<string, string> = {};
      if (normalizeSum(sum) === null) errors.sum = t('applications.offers.sumInvalid');
      if (file && !hasExtension(file.name, OFFER_EXTENSIONS)) errors.file = t('applications.offers.wrongFormat', { name: file.name });
      if (!partner && !file && !comment.trim()) errors.partner = t('applications.offers.needOne');
      return errors;
    }),
  });
  const file = useWatch({ control, name: 'file' });

  const submit = handleSubmit(({ partner, sum, comment, file, fileName }) =>
    add.mutate(
      {
        partner_id: partner,
        sum: normalizeSum(sum) || undefined,
        comment: comment.trim() || undefined,
        file,
        fileName,
        request_id: request?.id,
      },
      {
        onSuccess: () => {
          toast(0, t(request ? 'applications.requests.answered' : 'applications.offers.added'));
          onClose();
        },
        onError: reportError,
      },
    ),
  );
  return (
    <Modal
      open
      title={request ? t('applications.requests.answerTitle', { id: request.id }) : t('applications.offers.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('applications.offers.submit')}
      cancelText={t('applications.offers.cancel')}
      confirmLoading={add.isPending}
      mask={{ closable: false }}
    >
      <Form layout="vertical" component="div">
        <PartnerItem control={control} name="partner" label={t('applications.offers.partner')} preset={request} />
        <FormItem control={control} name="sum" label={t('applications.offers.sum')}>
          {({ ref: _ref, ...field }) => <Input {...field} aria-label={t('applications.offers.sum')} inputMode="decimal" />}
        </FormItem>
        <CommentItem control={control} name="comment" label={t('applications.offers.comment')} />
        <FileItem
          control={control}
          name="file"
          label={t('applications.offers.file')}
          allowed={OFFER_EXTENSIONS}
          onPicked={(chosen) => setValue('fileName', chosen?.name ?? '')}
        />
        {file ? (
          <FormItem control={control} name="fileName" label={t('applications.offers.fileName')}>
            {({ ref: _ref, ...field }) => <Input {...field} aria-label={t('applications.offers.fileName')} maxLength={300} />}
          </FormItem>
        ) : null}
      </Form>
    </Modal>
  );
}
