import { CONTRACT_TEXT_MAX, type ContractEquipmentCreateBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateInput } from '../../../shared/widgets/date-input/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { placeServerErrors } from '../model/problem.ts';
import '../texts.ts';

/** Spec 3 §5: a start date is needed to attach equipment; the end, when given, is not before it. */
export const equipmentSchema = z
  .object({
    equipment_id: z
      .number('field.fillRequired')
      .nullable()
      .refine((v) => v !== null, 'field.fillRequired'),
    start_date: z
      .string('contractParts.startRequired')
      .nullable()
      .refine((v) => Boolean(v), 'contractParts.startRequired'),
    end_date: z.string().nullable(),
    comment: z.string().trim().max(CONTRACT_TEXT_MAX, 'field.tooLong'),
  })
  .refine((v) => !v.end_date || !v.start_date || v.end_date >= v.start_date, {
    path: ['end_date'],
    message: 'contracts.equipment.endBeforeStart',
  });
type Values = z.input<typeof equipmentSchema>;
const FIELDS = ['equipment_id', 'start_date', 'end_date', 'comment'] as const;
const EMPTY: Values = { equipment_id: null, start_date: null, end_date: null, comment: '' };

/** Attaches a machine to the contract: the machine and the start date are required, the end and a comment optional. */
export function EquipmentForm({
  open,
  onSave,
  onClose,
}: {
  open: boolean;
  onSave: (body: ContractEquipmentCreateBody) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<Values, unknown, z.output<typeof equipmentSchema>>({
    defaultValues: EMPTY,
    resolver: zodResolver(equipmentSchema),
  });
  useEffect(() => {
    if (open) {
      reset(EMPTY);
      setProblem(null);
    }
  }, [open, reset]);

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      await onSave({
        equipment_id: Number(v.equipment_id),
        start_date: String(v.start_date),
        end_date: v.end_date || null,
        comment: v.comment || null,
      });
    } catch (error) {
      setProblem(placeServerErrors(error, FIELDS, (field, message) => setError(field, { type: 'server', message })));
    }
  });

  return (
    <Modal
      open={open}
      title={t('contracts.equipment.attachTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('contracts.equipment.attach')}
      okButtonProps={{ loading: formState.isSubmitting }}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        <FormItem control={control} name="equipment_id" label={t('contracts.equipment.equipment')} required>
          {({ ref: _ref, value, onChange, id }, invalid) => (
            <RemoteSelect
              id={id}
              url="equipment/autocomplete/eq/select"
              placeholder={t('contracts.equipment.equipmentPlaceholder')}
              status={invalid ? 'error' : undefined}
              value={value}
              onChange={(next) => onChange(next === null ? null : Number(next))}
            />
          )}
        </FormItem>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 140px' }}>
            <FormItem control={control} name="start_date" label={t('contracts.equipment.start')} required>
              {({ ref: _ref, value, onChange, onBlur, id }, invalid) => (
                <DateInput id={id} value={value} onChange={onChange} onBlur={onBlur} status={invalid ? 'error' : undefined} />
              )}
            </FormItem>
          </div>
          <div style={{ flex: '1 1 140px' }}>
            <FormItem control={control} name="end_date" label={t('contracts.equipment.end')}>
              {({ ref: _ref, value, onChange, onBlur, id }, invalid) => (
                <DateInput id={id} value={value} onChange={onChange} onBlur={onBlur} status={invalid ? 'error' : undefined} />
              )}
            </FormItem>
          </div>
        </div>
        <FormItem control={control} name="comment" label={t('contracts.equipment.comment')}>
          {({ ref: _ref, ...field }) => <Input.TextArea {...field} maxLength={CONTRACT_TEXT_MAX} autoSize={{ minRows: 1, maxRows: 4 }} />}
        </FormItem>
      </Form>
    </Modal>
  );
}
