import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import type { PositionDraft } from '../model/types.ts';
import { PositionFilesInput, PositionPhotoInput } from './position-files.tsx';
import '../texts.ts';

/** The nomenclature look-up of the nomenclature type (`GET nomenclature/autocomplete`): value, label, article, unit_id. */
export const NOMENCLATURE_LOOKUP = '/nomenclature/autocomplete';
/** The equipment look-up of the kit's remote select (spec 2 §7). */
export const EQUIPMENT_LOOKUP = '/equipment/autocomplete/eq/select';

const NUMERIC = new Set<keyof PositionDraft>(['quantity', 'min_quantity', 'desire_quantity', 'run', 'cost']);

const known = (value: number | null | undefined, label: string | null | undefined) => (value && label ? [{ value, label }] : undefined);

interface Props {
  name: keyof PositionDraft;
  position: PositionDraft;
  onChange: (patch: Partial<PositionDraft>) => void;
  disabled?: boolean;
}

/** One field of a position row, by its name (spec 2 "Application position"). */
export function PositionField({ name, position: p, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const label = t(`applications.pos.${name}`);
  const value = p[name];
  if (name === 'nomenclature_id')
    return (
      <RemoteSelect
        url={NOMENCLATURE_LOOKUP}
        aria-label={label}
        allowClear
        disabled={disabled}
        placeholder={t('applications.posForm.nomenclatureHint')}
        status={p.nomenclature_id ? undefined : 'warning'}
        initialOptions={known(p.nomenclature_id, p.nomenclature_name ?? p.info)}
        value={p.nomenclature_id ?? undefined}
        onChange={(v, option) => {
          const raw = (!Array.isArray(option) && option?.raw) || {};
          if (v === null || v === undefined) {
            onChange({ nomenclature_id: null, nomenclature_name: null, info: undefined, article: undefined });
            return;
          }
          const unit = typeof raw.unit_id === 'number' ? raw.unit_id : null;
          onChange({
            nomenclature_id: Number(v),
            nomenclature_name: String((!Array.isArray(option) && option?.label) || ''),
            info: String((!Array.isArray(option) && option?.label) || ''),
            article: typeof raw.article === 'string' ? raw.article : undefined,
            ...(p.unit ? {} : { unit }),
          });
        }}
      />
    );
  if (name === 'equipment_id')
    return (
      <RemoteSelect
        url={EQUIPMENT_LOOKUP}
        aria-label={label}
        allowClear
        disabled={disabled}
        placeholder={label}
        initialOptions={known(p.equipment_id, p.equipment_name)}
        value={p.equipment_id ?? undefined}
        onChange={(v, option) =>
          onChange({
            equipment_id: v === null || v === undefined ? null : Number(v),
            equipment_name: option && !Array.isArray(option) ? option.label : null,
          })
        }
      />
    );
  if (name === 'files')
    return (
      <PositionFilesInput
        label={label}
        files={p.files ?? []}
        saved={p.saved_files}
        disabled={disabled}
        onChange={(files) => onChange({ files })}
      />
    );
  if (name === 'photo')
    return <PositionPhotoInput label={label} photo={p.photo} disabled={disabled} onChange={(photo) => onChange({ photo })} />;
  if (name === 'unit')
    return (
      <RemoteSelect
        url="/units"
        aria-label={label}
        allowClear
        disabled={disabled}
        placeholder={label}
        value={(value as number | null) ?? undefined}
        onChange={(v) => onChange({ unit: v === null || v === undefined ? null : Number(v) })}
      />
    );
  if (name === 'date_want')
    return (
      <DatePicker
        aria-label={label}
        placeholder={label}
        disabled={disabled}
        format="DD.MM.YYYY"
        value={value ? dayjs(String(value), 'YYYY-MM-DD') : null}
        onChange={(d) => onChange({ date_want: d ? d.format('YYYY-MM-DD') : '' })}
        style={{ width: '100%' }}
      />
    );
  if (name === 'main_comment' || name === 'for_use')
    return (
      <Input.TextArea
        aria-label={label}
        placeholder={label}
        disabled={disabled}
        autoSize
        value={(value as string) ?? ''}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
    );
  return (
    <Input
      aria-label={label}
      placeholder={label}
      disabled={disabled}
      inputMode={NUMERIC.has(name) ? 'decimal' : undefined}
      value={(value as string) ?? ''}
      onChange={(e) => onChange({ [name]: NUMERIC.has(name) ? e.target.value.replace(/[^\d.,\s]/g, '') : e.target.value })}
    />
  );
}
