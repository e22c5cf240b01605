import { CONTRACT_TEXT_MAX } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import '../texts.ts';

const schema = z.object({
  comment: z.string().trim().min(1, 'contracts.signers.reasonRequired').max(CONTRACT_TEXT_MAX, 'field.tooLong'),
});
type Values = z.input<typeof schema>;

/** The refusal of the signer whose turn it is: a reason is required (spec 3 §4). */
export function RefuseModal({ open, onSave, onClose }: { open: boolean; onSave: (comment: string) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    defaultValues: { comment: '' },
    resolver: zodResolver(schema),
  });
  useEffect(() => {
    if (open) reset({ comment: '' });
  }, [open, reset]);
  const submit = handleSubmit(({ comment }) => onSave(comment));
  return (
    <Modal
      open={open}
      title={t('contracts.signers.refuseTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('contracts.signers.refuse')}
      okButtonProps={{ danger: true, loading: formState.isSubmitting }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <FormItem control={control} name="comment" label={t('contracts.signers.reason')} required>
          {({ ref: _ref, ...field }) => <Input.TextArea {...field} maxLength={CONTRACT_TEXT_MAX} autoSize={{ minRows: 2, maxRows: 6 }} />}
        </FormItem>
      </Form>
    </Modal>
  );
}
