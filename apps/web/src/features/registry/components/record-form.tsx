import { canSeeField, type RegistryDefinition } from '@app/contracts';
import { Button, Space } from 'antd';
import { Fragment, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBuilder, type FormBuilderHandle, type FormValues } from '../../../shared/widgets/form-builder/index.ts';
import { useSession } from '../../session/index.ts';
import { createErrors, formFields, patchErrors, patchOf, toFormValues, toWire } from '../model/form-values.ts';
import type { FormSectionOverride } from '../model/overrides.ts';
import type { RegistryRow } from '../model/row.ts';
import { type SaveFailure, saveFailure } from '../model/save-error.ts';

export interface RecordFormProps {
  definition: RegistryDefinition;
  /** The record being edited; absent for a new one. */
  row?: RegistryRow;
  /** Sends the body (the whole record, or the changed fields with `version`); answers the saved record. */
  save: (body: Record<string, unknown>) => Promise<RegistryRow>;
  onSaved: (row: RegistryRow) => void;
  /** 409: the record changed meanwhile (the card reloads it). */
  onStale?: () => void;
  onCancel?: () => void;
  /** The section's extra form content (override slot), under the generated fields. */
  sections?: readonly FormSectionOverride[];
  /** A new record's starting values (override slot `prefill`); ignored when editing. */
  initial?: Record<string, unknown>;
}

/**
 * The create / edit form generated from the definition (FormBuilder): checked before sending
 * with the contracts' create or patch schema, so its messages are the server's; a 422 puts
 * the server's messages under the fields. An edit sends only the changed fields.
 */
export function RecordForm({ definition, row, save, onSaved, onStale, onCancel, sections = [], initial }: RecordFormProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const form = useRef<FormBuilderHandle>(null);
  const { user } = useSession();
  // A prefilled new record: the fields it leaves out keep their defaults.
  const start = useMemo(
    () =>
      initial && {
        ...Object.fromEntries(definition.fields.flatMap((f) => ('default' in f && f.default !== undefined ? [[f.name, f.default]] : []))),
        ...initial,
      },
    [definition, initial],
  );
  const fields = useMemo(
    () =>
      formFields(definition, lang, t('registry.main'), row ?? (start as RegistryRow | undefined), (field) =>
        Boolean(user && canSeeField(user, field)),
      ),
    [definition, lang, t, row, start, user],
  );
  const translate = (key: string) => t(key);
  const [busy, setBusy] = useState(false);

  const bodyOf = (values: FormValues) => {
    const wire = toWire(definition, values);
    return row ? patchOf(definition, row, wire) : wire;
  };
  const validate = (values: FormValues) =>
    row ? patchErrors(definition, row, bodyOf(values), translate) : createErrors(definition, bodyOf(values), translate);

  const submit = async (values: FormValues) => {
    const body = bodyOf(values);
    if (row && Object.keys(body).length === 0) return onSaved(row);
    try {
      onSaved(await save(row ? { ...body, version: row.version } : body));
    } catch (error) {
      const failure: SaveFailure = saveFailure(error);
      if (failure.kind === 'fields') form.current?.setErrors(failure.errors);
      if (failure.kind === 'stale') onStale?.();
    }
  };

  return (
    <div style={{ maxWidth: 720 }}>
      <FormBuilder
        ref={form}
        fields={fields}
        values={row || start ? toFormValues(definition, (row ?? start) as RegistryRow) : undefined}
        validate={validate}
        onSubmit={submit}
        hideButtons={sections.length > 0}
        extraButtons={onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      />
      {sections.length > 0 && (
        <>
          {sections.map((section) => (
            <Fragment key={section.key}>{section.render({ record: row })}</Fragment>
          ))}
          {/* With sections the buttons come after them: the form's own are hidden. */}
          <Space style={{ marginTop: 16 }}>
            <Button
              type="primary"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await form.current?.submit();
                } finally {
                  setBusy(false);
                }
              }}
            >
              {t('common.save')}
            </Button>
            {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
          </Space>
        </>
      )}
    </div>
  );
}
