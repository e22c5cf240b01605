import { MAX_POSITIONS_PER_OPERATION } from '@app/contracts';
import { Button, Checkbox, Empty, Form, Input, Modal, Space, Spin, Typography } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { checkResolver, FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { useApplicationCard } from '../api/card.ts';
import { type SupplierRequest, useSaveRequest } from '../api/requests.ts';
import { reportError } from '../model/report-error.ts';
import type { PositionView } from '../model/types.ts';
import '../texts.ts';
import { CommentItem, PartnerItem } from './supplier-fields.tsx';

interface RequestValues {
  supplier: number | null;
  email: string;
  comment: string;
  snabs: number[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The positions a request may name: not deleted. */
const requestable = (positions: PositionView[]) => positions.filter((p) => p.status?.code !== 'delete');

export const positionLabel = (p: PositionView) =>
  [`№${p.number ?? p.id}`, p.info ?? p.dv_work_name ?? '', p.quantity !== null ? `— ${p.quantity} ${p.unit_name ?? ''}`.trim() : '']
    .filter(Boolean)
    .join(' ');

interface Props {
  packId: number;
  /** The request to edit (a draft); a new one without it. */
  request?: SupplierRequest | null;
  open: boolean;
  onClose: () => void;
}

/**
 * A request to a supplier (`POST applications/:id/requests`, a draft edited through
 * `POST applications/:id/requests/:req`): the supplier (a partner) or an e-mail, the chosen
 * positions (1 to 50) and a comment.
 */
export function RequestDialog({ open, ...props }: Props) {
  if (!open) return null;
  return <RequestForm {...props} />;
}

function RequestForm({ packId, request, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const card = useApplicationCard(packId);
  const save = useSaveRequest(packId);
  const positions = requestable(card.data?.snabs ?? []);
  const max = MAX_POSITIONS_PER_OPERATION;
  const { control, handleSubmit, setValue } = useForm<RequestValues>({
    defaultValues: {
      supplier: request?.partner_id ?? null,
      email: request?.email ?? '',
      comment: request?.comment ?? '',
      snabs: request?.snabs ?? [],
    },
    reValidateMode: 'onSubmit',
    resolver: checkResolver(({ supplier, email, snabs }) => {
      const errors: Record<string, string> = {};
      if (!supplier && !email.trim()) errors.supplier = t('applications.requests.needSupplier');
      if (email.trim() && !EMAIL.test(email.trim())) errors.email = t('applications.requests.emailInvalid');
      if (snabs.length === 0) errors.snabs = t('applications.requests.needPositions');
      else if (snabs.length > max) errors.snabs = t('applications.requests.tooMany', { max });
      return errors;
    }),
  });
  const snabs = useWatch({ control, name: 'snabs' });

  const submit = handleSubmit(({ supplier, email, comment, snabs }) => {
    const ordered = positions.map((p) => p.id).filter((id) => snabs.includes(id));
    save.mutate(
      { id: request?.id, partner_id: supplier, email: email.trim() || null, comment: comment.trim() || null, snabs: ordered },
      {
        onSuccess: () => {
          toast(0, t(request ? 'applications.requests.saved' : 'applications.requests.created'));
          onClose();
        },
        onError: reportError,
      },
    );
  });
  return (
    <Modal
      open
      title={request ? t('applications.requests.dialogEdit', { id: request.id }) : t('applications.requests.dialogNew')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={request ? t('applications.requests.save') : t('applications.requests.create')}
      cancelText={t('applications.requests.cancel')}
      confirmLoading={save.isPending}
      mask={{ closable: false }}
    >
      <Form layout="vertical" component="div">
        <PartnerItem control={control} name="supplier" label={t('applications.requests.supplier')} preset={request} />
        <FormItem control={control} name="email" label={t('applications.requests.email')}>
          {({ ref: _ref, ...field }) => <Input {...field} aria-label={t('applications.requests.email')} type="email" maxLength={200} />}
        </FormItem>
        <FormItem control={control} name="snabs" label={t('applications.requests.choosePositions', { count: snabs.length, max })}>
          {({ onChange }) =>
            card.isLoading ? (
              <Spin />
            ) : positions.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('applications.requests.noPositions')} />
            ) : (
              <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                <Button
                  size="small"
                  onClick={() =>
                    setValue(
                      'snabs',
                      positions.slice(0, max).map((p) => p.id),
                    )
                  }
                >
                  {t('applications.requests.selectAll')}
                </Button>
                <div style={{ maxHeight: 240, overflowY: 'auto' }}>
                  <Checkbox.Group
                    value={snabs}
                    onChange={(v) => onChange(v as number[])}
                    style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                  >
                    {positions.map((p) => (
                      <Checkbox key={p.id} value={p.id} disabled={!snabs.includes(p.id) && snabs.length >= max}>
                        <Typography.Text>{positionLabel(p)}</Typography.Text>
                      </Checkbox>
                    ))}
                  </Checkbox.Group>
                </div>
              </Space>
            )
          }
        </FormItem>
        <CommentItem control={control} name="comment" label={t('applications.requests.comment')} />
      </Form>
    </Modal>
  );
}
