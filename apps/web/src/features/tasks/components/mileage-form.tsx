import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { ImageCropper } from '../../../shared/widgets/image-cropper/index.ts';
import { NumberInput } from '../../../shared/widgets/number-input/index.ts';
import { Autocomplete } from '../../../shared/widgets/remote-select/index.ts';
import { postMileage } from '../api/upload.ts';
import { mileageErrors, photoExtensionOk } from '../model/mileage-rules.ts';
import { reportError } from '../model/report-error.ts';
import type { Board } from '../model/types.ts';
import { useCompanyParams } from '../model/use-company.ts';
import { EquipmentHeader } from './equipment-header.tsx';

/** Board mileage form: equipment, run and an odometer photo cropped 4:3 (spec 2 §3, §5). */
export function MileageModal({ board, open, onClose, ticketId }: { board: Board; open: boolean; onClose: () => void; ticketId?: number }) {
  const { t } = useTranslation();
  const company = useCompanyParams();
  const [equipmentId, setEquipmentId] = useState<number | null>(null);
  const [run, setRun] = useState<number | null>(null);
  const [source, setSource] = useState<File | null>(null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const required = board.mileage_required === 1;

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!photoExtensionOk(file.name)) {
      toast(1, t('tasks.mileageForm.extension'));
      return;
    }
    setSource(file);
  };

  const save = async () => {
    const found = mileageErrors({ equipmentId, run, photo }, required, company.data?.no_necessary_odometer === 1);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast(
        2,
        Object.values(found)
          .map((k) => t(k))
          .join('; '),
      );
      return;
    }
    setBusy(true);
    try {
      await postMileage(board.id, {
        equipment_id: equipmentId ?? undefined,
        run: run ?? undefined,
        photo: photo ?? undefined,
        ticket_id: ticketId,
      });
      toast(0, t('tasks.mileageForm.saved'));
      onClose();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  };

  const err = (f: string) => (errors[f] ? { validateStatus: 'error' as const, help: t(errors[f]) } : {});
  return (
    <Modal
      open={open}
      title={t('tasks.mileageForm.title')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('tasks.mileageForm.save')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('tasks.mileageForm.equipment')} required={required} {...err('equipment')}>
          <Autocomplete
            url="/equipment/autocomplete/eq/select"
            value={equipmentId}
            onChange={(v) => setEquipmentId(v === null ? null : Number(v))}
            aria-label={t('tasks.mileageForm.equipment')}
          />
        </Form.Item>
        {equipmentId && <EquipmentHeader equipmentId={equipmentId} />}
        <Form.Item label={t('tasks.mileageForm.run')} required={required && company.data?.no_necessary_odometer !== 1} {...err('run')}>
          <NumberInput value={run} onChange={setRun} min={0} max={10_000_000} aria-label={t('tasks.mileageForm.run')} />
        </Form.Item>
        <Form.Item label={t('tasks.mileageForm.photo')} required={required} {...err('photo')}>
          <input
            type="file"
            accept=".gif,.jpg,.jpeg,.tiff,.png"
            aria-label={t('tasks.mileageForm.pickPhoto')}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {photo && !source && <img alt="" src={URL.createObjectURL(photo)} style={{ display: 'block', marginTop: 8, maxWidth: 240 }} />}
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
        </Form.Item>
      </Form>
    </Modal>
  );
}
