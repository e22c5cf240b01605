import { EQUIPMENT_ACTS_MODULE, type EquipmentActKind } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { sendMultipart } from '../../../shared/api/index.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { ActForm } from './act-form.tsx';
import { actKeys, createAct, fetchMachineActs } from './acts-api.ts';
import './texts.ts';

/** Uploads the photos of a new act, one call each (the files module's `files[0][file]`, image group). */
async function uploadPhotos(actId: number, photos: File[]): Promise<boolean> {
  let ok = true;
  for (const photo of photos) {
    const form = new FormData();
    form.append('files[0][file]', photo, photo.name);
    form.append('group', 'image');
    await sendMultipart(`/files/${EQUIPMENT_ACTS_MODULE}/${actId}`, form).catch(() => {
      ok = false;
    });
  }
  return ok;
}

/** `/tech/acts/output` and `/tech/acts/input` (`?equipment_id=&equipment_label=` preselects the machine). */
export function ActFormPage({ kind }: { kind: EquipmentActKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const preset = Number(params.get('equipment_id'));
  const initial = Number.isInteger(preset) && preset > 0 ? { value: preset, label: params.get('equipment_label') ?? String(preset) } : null;
  const [equipmentId, setEquipmentId] = useState<number | null>(initial?.value ?? null);
  const title = t(kind === 'output' ? 'equipmentActs.outputTitle' : 'equipmentActs.inputTitle');
  usePageTitle(null, null, title);
  const machine = useQuery({
    queryKey: actKeys.machine(equipmentId ?? 0),
    queryFn: () => fetchMachineActs(equipmentId!),
    enabled: equipmentId !== null,
  });

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <ActForm
        kind={kind}
        initialEquipment={initial}
        machine={equipmentId === null ? undefined : machine.data}
        onEquipmentChange={setEquipmentId}
        onCancel={() => navigate(-1)}
        onSubmit={async (body, photos) => {
          const act = await createAct(body);
          const uploaded = await uploadPhotos(act.id, photos);
          toast(uploaded ? 0 : 1, uploaded ? t('equipmentActs.created', { number: act.number }) : t('equipmentActs.photosFailed'));
          await client.invalidateQueries({ queryKey: actKeys.all });
          navigate(`/tech/acts/${act.id}`);
        }}
      />
    </div>
  );
}
