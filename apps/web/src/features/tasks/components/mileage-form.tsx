import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { checkResolver, FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { ImageCropper } from '../../../shared/widgets/image-cropper/index.ts';
import { NumberInput } from '../../../shared/widgets/number-input/index.ts';
import { Autocomplete } from '../../../shared/widgets/remote-select/index.ts';
import { postMileage } from '../api/upload.ts';
import { mileageErrors, photoExtensionOk } from '../model/mileage-rules.ts';
import { reportError } from '../model/report-error.ts';
import type { Board } from '../model/types.ts';
import { useCompanyParams } from '../model/use-company.ts';
import { EquipmentHeader } from './equipment-header.tsx';

interface MileageValues {
  equipment: number | null;
  run: number | null;
  photo: Blob | null;
}

/** Board mileage form: equipment, run and an odometer photo cropped 4:3 (spec 2 §3, §5). */
export function MileageModal({ board, open, onClose, ticketId }: { board: Board; open: boolean; onClose: () => void; ticketId?: number }) {
  const { t } = useTranslation();
  const company = useCompanyParams();
  const [source, setSource] = useState<File | null>(null);
  const required = board.mileage_required === 1;
  const noOdometer = company.data?.no_necessary_odometer === 1;
  const { control, handleSubmit, formState } = useForm<MileageValues>({
    defaultValues: { equipment: null, run: null, photo: null },
    resolver: checkResolver((v) => mileageErrors({ equipmentId: v.equipment, run: v.run, photo: v.photo }, required, noOdometer)),
  });
  const equipment = useWatch({ control, name: 'equipment' });

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!photoExtensionOk(file.name)) {
      toast(1, t('tasks.mileageForm.extension'));
      return;
    }
    setSource(file);
  };

  const save = handleSubmit(
    async ({ equipment, run, photo }) => {
      try {
        await postMileage(board.id, {
          equipment_id: equipment ?? undefined,
          run: run ?? undefined,
          photo: photo ?? undefined,
          ticket_id: ticketId,
        });
        toast(0, t('tasks.mileageForm.saved'));
        onClose();
      } catch (e) {
        reportError(e);
      }
    },
    (errors) =>
      toast(
        2,
        Object.values(errors)
          .map((e) => t(e?.message ?? ''))
          .join('; '),
      ),
  );
  return (
    <Modal
      open={open}
      title={t('tasks.mileageForm.title')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('tasks.mileageForm.save')}
      confirmLoading={formState.isSubmitting}
      destroyOnHidden
    >
      <Form layout="vertical">
        <FormItem control={control} name="equipment" label={t('tasks.mileageForm.equipment')} required={required}>
          {({ id, value, onChange }) => (
            <Autocomplete
              id={id}
              url="/equipment/autocomplete/eq/select"
              value={value}
              onChange={(v) => onChange(v === null ? null : Number(v))}
              aria-label={t('tasks.mileageForm.equipment')}
            />
          )}
        </FormItem>
        {equipment ? <EquipmentHeader equipmentId={equipment} /> : null}
        <FormItem control={control} name="run" label={t('tasks.mileageForm.run')} required={required && !noOdometer}>
          {({ id, value, onChange, onBlur }) => (
            <NumberInput
              id={id}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              min={0}
              max={10_000_000}
              aria-label={t('tasks.mileageForm.run')}
            />
          )}
        </FormItem>
        <FormItem control={control} name="photo" label={t('tasks.mileageForm.photo')} required={required}>
          {({ id, value: photo, onChange: setPhoto }) => (
            <>
              <input
                id={id}
                type="file"
                accept=".gif,.jpg,.jpeg,.tiff,.png"
                aria-label={t('tasks.mileageForm.pickPhoto')}
                onChange={(e) => {
                  pick(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              {photo && !source && (
                <img alt="" src={URL.createObjectURL(photo)} style={{ display: 'block', marginTop: 8, maxWidth: 240 }} />
              )}
              {source && (
                <ImageCropper
                  src={source}
                  aspect={4 / 3}
                  type="image/jpeg"
                  onCrop={(blob) => {
                    setPhoto(blob);
                    setSource(null);
                  }}
                  onCancel={() => setSource(null)}
                />
              )}
              {photo && (
                <Button size="small" type="link" onClick={() => setPhoto(null)}>
                  ×
                </Button>
              )}
            </>
          )}
        </FormItem>
      </Form>
    </Modal>
  );
}
