import { Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/toast/index.ts';
import { SidePanel } from '../../../shared/widgets/side-panel/index.ts';
import { useApplicationCard } from '../api/card.ts';
import { createApplication } from '../api/create.ts';
import { useEditApplication } from '../api/edit.ts';
import { type FormData, useFormData } from '../api/form-data.ts';
import { useApplicationTypes } from '../api/types.ts';
import { clearedPackFields, createBody, packToWire } from '../model/form-wire.ts';
import { changedPositions } from '../model/positions.ts';
import type { ApplicationFormValues, ApplicationType } from '../model/types.ts';
import { ApplicationForm } from './application-form.tsx';
import { TypePicker } from './type-picker.tsx';

export type FormMode = 'edit' | 'duplicate' | 'based';

const str = (v: number | null | undefined) => (v === null || v === undefined ? undefined : String(v));
/** get_data answers position dates as dd.MM.yyyy; the form keeps yyyy-MM-dd. */
const isoDate = (v: string | null | undefined) => {
  const m = v ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(v) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : (v ?? undefined);
};

function toValues(data: FormData, mode: FormMode): ApplicationFormValues {
  const { pack } = data;
  return {
    type: pack.type,
    pack: {
      name: mode === 'edit' ? (pack.name ?? undefined) : undefined,
      date_want: pack.date_want ?? undefined,
      organization_id: pack.organization_id,
      location_id: pack.location_id,
      projects: pack.projects,
      performer: pack.performer,
      responsible: pack.responsible,
      advance_holder: pack.advance_holder,
      equipment_id: pack.equipment_id,
      signers: mode === 'edit' ? undefined : data.signers,
    },
    snabs: data.snabs.map((p) => ({
      id: mode === 'edit' ? p.id : undefined,
      info: p.info ?? undefined,
      article: p.article ?? undefined,
      for_use: p.for_use ?? undefined,
      quantity: str(p.quantity),
      min_quantity: str(p.min_quantity),
      desire_quantity: str(p.desire_quantity),
      unit: p.unit ?? null,
      main_comment: p.main_comment ?? undefined,
      dv_work_name: p.dv_work_name ?? undefined,
      dv_work_type: p.dv_work_type ?? undefined,
      run: str(p.run),
      cost: p.cost ?? undefined,
      links: p.links?.map((l) => l.link).join(' ') || undefined,
      date_want: isoDate(p.date_want),
      nomenclature_id: p.nomenclature_id ?? null,
      nomenclature_name: p.nomenclature_id ? (p.info ?? null) : null,
      equipment_id: p.equipment_id ?? null,
      equipment_name: p.equipment_name ?? null,
      // Stored files stay with the position they belong to; a copy starts without them.
      saved_files: mode === 'edit' && p.files?.length ? p.files : undefined,
      locked: mode === 'edit' && p.edit === 0 ? true : undefined,
    })),
  };
}

/** Edit, duplicate and based-on open the application form in a side panel; the type is changeable only in based-on. */
export function FormPanel({ packId, mode, onClose }: { packId: number; mode: FormMode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useFormData(mode ? packId : null).data;
  const types = useApplicationTypes().data;
  const edit = useEditApplication(packId);
  const [values, setValues] = useState<ApplicationFormValues | null>(null);
  const [original, setOriginal] = useState<ApplicationFormValues | null>(null);
  // The card (cached on the card page) names the people the form data gives by id.
  const card = useApplicationCard(mode ? packId : 0).data?.pack;
  const [type, setType] = useState<ApplicationType | null>(null);

  useEffect(() => {
    if (!mode || !data || !types) return;
    const initial = toValues(data, mode);
    setValues(initial);
    setOriginal(initial);
    setType(types.find((x) => x.id === data.pack.type) ?? null);
  }, [mode, data, types]);

  const withEquipment = data?.pack.equipment_required === 1 || Boolean(data?.pack.equipment_id);
  const submit = async (v: ApplicationFormValues) => {
    if (!type) return;
    if (mode === 'edit') {
      await edit.mutateAsync({
        pack: { ...packToWire(v.pack), ...(original ? clearedPackFields(original.pack, v.pack) : {}) },
        snabs: changedPositions(original?.snabs ?? [], v.snabs),
      });
      toast(0, t('applications.saved'));
      onClose();
      return;
    }
    const body = createBody(v, type, withEquipment);
    body.pack = { ...body.pack, ...(mode === 'duplicate' ? { duplicate_of: packId } : { parent_id: packId }) };
    const reply = await createApplication(body);
    onClose();
    navigate(`/applications/${reply.id}/positions`);
  };

  const title =
    mode === 'edit'
      ? t('applications.card.edit')
      : mode === 'duplicate'
        ? t('applications.card.duplicate')
        : t('applications.card.basedOn');
  return (
    <SidePanel open={Boolean(mode)} onClose={onClose} title={title} width={470} loading={!values || !type}>
      {values && type && mode ? (
        <div style={{ padding: 12 }}>
          {mode === 'based' ? (
            <TypePicker types={types} withEquipment={withEquipment} value={type.id} onChange={setType} />
          ) : (
            <Typography.Paragraph type="secondary">
              {t('applications.form.type')}: {type.label} ({t('applications.form.typeLocked')})
            </Typography.Paragraph>
          )}
          <ApplicationForm
            key={`${mode}-${type.id}`}
            type={type}
            values={values}
            onChange={setValues}
            submitLabel={mode === 'edit' ? t('applications.form.save') : t('applications.form.create')}
            onSubmit={submit}
            withSigners={mode !== 'edit'}
            labels={
              card
                ? { performer: card.performer_name, responsible: card.responsible_fio, advance_holder: card.advance_holder_fio }
                : undefined
            }
          />
        </div>
      ) : (
        <Spin />
      )}
    </SidePanel>
  );
}
