import { Card, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useMe } from '../../session/index.ts';
import { useCreateApplication } from '../api/create.ts';
import { useApplicationTypes } from '../api/types.ts';
import { useCompanyParams } from '../model/company-params.ts';
import { clearDraft, DRAFT_MODAL_DELAY_MS, findDraft, saveDraft } from '../model/draft.ts';
import { createBody, emptyValues } from '../model/form-wire.ts';
import { titleFromTemplate } from '../model/title.ts';
import { equipmentOfRoute } from '../model/type-filter.ts';
import type { ApplicationFormValues, ApplicationType } from '../model/types.ts';
import '../texts.ts';
import { ApplicationForm } from './application-form.tsx';
import { TypePicker } from './type-picker.tsx';

/** `/applications/add` (ApplicationsAdd): type, form, draft recovery, create → the new card's positions. */
export function AddPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { equipmentId, withEquipment } = equipmentOfRoute(useParams().equipmentId, params);
  const types = useApplicationTypes().data;
  const company = useCompanyParams().data;
  const me = useMe();
  const create = useCreateApplication();
  const [type, setType] = useState<ApplicationType | null>(null);
  const [values, setValues] = useState<ApplicationFormValues>(emptyValues(null));
  const latest = useRef({ type, values, created: false });
  latest.current = { ...latest.current, type, values };
  usePageTitle(null, t('applications.add'), t('applications.section'));

  // Spec 1 §4: leaving with a non-empty, uncreated form keeps it under applicationDraft.
  useEffect(() => {
    const keep = () => {
      const { type: tp, values: v, created } = latest.current;
      if (tp && !created) saveDraft({ type: tp.id, withEquipment, values: v });
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [withEquipment]);

  const pick = (picked: ApplicationType) => {
    const current = latest.current;
    if (current.type && !current.created) saveDraft({ type: current.type.id, withEquipment, values: current.values });
    setType(picked);
    setValues({ ...emptyValues(picked.id), pack: equipmentId ? { equipment_id: equipmentId } : {} });
  };

  // Spec 1 §2/§9: the recovery modal, 200 ms after the same type and equipment flag come back.
  useEffect(() => {
    if (!type) return;
    const timer = setTimeout(() => {
      const draft = findDraft(type.id, withEquipment);
      if (!draft) return;
      Modal.confirm({
        title: t('applications.form.draftTitle'),
        content: t('applications.form.draftText', { date: formatDateTime(draft.savedAt) }),
        okText: t('applications.form.draftRestore'),
        cancelText: t('applications.form.draftDiscard'),
        onOk: () => {
          setValues(draft.values);
          clearDraft();
        },
        onCancel: () => clearDraft(),
      });
    }, DRAFT_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [type, withEquipment, t]);

  const submit = async (v: ApplicationFormValues) => {
    if (!type) return;
    const reply = await create.mutateAsync(createBody(v, type, withEquipment));
    latest.current.created = true;
    clearDraft();
    // Spec 3 §5: a success toast (type 0, 1 s) says the application exists.
    toast(0, t('applications.createdOne', { id: reply.id }));
    navigate(`/applications/${reply.id}/positions`);
  };

  return (
    <div style={{ padding: 16, maxWidth: 980 }}>
      <Typography.Title level={3}>{t('applications.add')}</Typography.Title>
      <Card size="small" style={{ marginBottom: 12 }}>
        <TypePicker types={types} withEquipment={withEquipment} value={type?.id ?? null} onChange={pick} />
      </Card>
      {type ? (
        <ApplicationForm
          key={type.id}
          type={type}
          values={values}
          onChange={setValues}
          titlePlaceholder={titleFromTemplate(company?.name_template, type.label, me.fio, i18n.language === 'en' ? 'en' : 'ru')}
          submitLabel={t('applications.form.create')}
          onSubmit={submit}
          withSigners
        />
      ) : null}
    </div>
  );
}
