import { UploadOutlined } from '@ant-design/icons';
import {
  EQUIPMENT_ACT_NAME_MAX,
  EQUIPMENT_ACT_TEXT_MAX,
  EQUIPMENT_CONDITIONS,
  EQUIPMENT_ODOMETER_MAX,
  type EquipmentActBody,
  type EquipmentActKind,
  type EquipmentActsHistory,
  equipmentActInput,
  FILE_GROUPS,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Radio, Space, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';
import { DateInput } from '../../../shared/widgets/date-input/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { NumberInput } from '../../../shared/widgets/number-input/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { fieldErrorsOf, problemOf } from './acts-api.ts';
import './texts.ts';

type Values = z.input<typeof equipmentActInput>;
type Body = z.output<typeof equipmentActInput>;
const FIELDS = [
  'equipment_id',
  'date',
  'holder_id',
  'department',
  'organization_id',
  'representative',
  'condition',
  'condition_comment',
  'odometer',
  'comment',
] as const;
const MAX_PHOTOS = 10;
const ACCEPT = FILE_GROUPS.image.map((e) => `.${e}`).join(',');

export interface ActFormProps {
  kind: EquipmentActKind;
  /** The machine chosen in advance (`?equipment_id=` from its card) with its label. */
  initialEquipment?: { value: number; label: string } | null;
  /** The chosen machine's holder and run (`GET equipment/{id}/acts`); undefined while none is chosen or loading. */
  machine?: EquipmentActsHistory;
  onEquipmentChange: (id: number | null) => void;
  /** Creates the act and uploads the photos; throws the server's refusal. */
  onSubmit: (body: EquipmentActBody, photos: File[]) => Promise<void>;
  onCancel: () => void;
}

/**
 * The output / input act form (issue 16): the machine, the holder (output: a driver or a department
 * with an organization and its representative; input: the current holder, read-only), the date,
 * the condition with its comment, the odometer (not below the machine's run), photos and a comment.
 * Checked with the contracts' `equipmentActInput`; a 422 goes under the fields.
 */
export function ActForm({ kind, initialEquipment, machine, onEquipmentChange, onSubmit, onCancel }: ActFormProps) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<'user' | 'department'>('user');
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const { control, handleSubmit, setValue, setError, formState } = useForm<Values, unknown, Body>({
    defaultValues: { kind, equipment_id: initialEquipment?.value, condition: 'good' },
    resolver: zodResolver(equipmentActInput),
  });
  const holder = machine?.holder ?? null;
  // Input: the one who returns is the current holder.
  useEffect(() => {
    if (kind !== 'input') return;
    setValue('holder_id', holder?.kind === 'user' ? (holder.user_id ?? undefined) : undefined);
    setValue('department', holder?.kind === 'department' ? holder.department : undefined);
    setValue('organization_id', holder?.kind === 'department' ? holder.organization?.value : undefined);
  }, [kind, holder, setValue]);

  const blocked = machine !== undefined && (kind === 'input' ? holder === null : holder !== null);
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await onSubmit(
        body,
        photos.flatMap((p) => (p.originFileObj ? [p.originFileObj] : [])),
      );
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields) return setProblem(problemOf(error));
      const rest: string[] = [];
      for (const [field, message] of Object.entries(fields))
        if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { type: 'server', message });
        else rest.push(message);
      setProblem(rest.length ? rest.join(' ') : null);
    }
  });
  const switchMode = (next: 'user' | 'department') => {
    setMode(next);
    for (const f of ['holder_id', 'department', 'organization_id', 'representative'] as const) setValue(f, undefined);
  };

  return (
    <Form layout="vertical" component="form" onFinish={() => void submit()} style={{ maxWidth: 640 }}>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
      <FormItem control={control} name="equipment_id" label={t('equipmentActs.field.equipment')} required>
        {({ ref: _ref, value, onChange, id }, invalid) => (
          <RemoteSelect
            id={id}
            url="equipment/autocomplete/eq/select"
            placeholder={t('equipmentActs.field.equipmentPlaceholder')}
            status={invalid ? 'error' : undefined}
            initialOptions={initialEquipment ? [initialEquipment] : []}
            value={(value as number | undefined) ?? null}
            onChange={(next) => {
              const n = next === null ? undefined : Number(next);
              onChange(n);
              onEquipmentChange(n ?? null);
            }}
          />
        )}
      </FormItem>
      {blocked && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={kind === 'input' ? t('equipmentActs.notHeld') : t('equipmentActs.held', { holder: holder?.name })}
        />
      )}
      {kind === 'output' ? (
        <>
          <Form.Item label={t('equipmentActs.field.holderKind')}>
            <Radio.Group value={mode} onChange={(e) => switchMode(e.target.value)} optionType="button">
              <Radio.Button value="user">{t('equipmentActs.field.holderUser')}</Radio.Button>
              <Radio.Button value="department">{t('equipmentActs.field.holderDepartment')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
          {mode === 'user' ? (
            <FormItem control={control} name="holder_id" label={t('equipmentActs.field.holder')} required>
              {({ ref: _ref, value, onChange, id }, invalid) => (
                <RemoteSelect
                  id={id}
                  url="autocomplete/users"
                  placeholder={t('equipmentActs.field.holderPlaceholder')}
                  status={invalid ? 'error' : undefined}
                  value={(value as number | undefined) ?? null}
                  onChange={(next) => onChange(next === null ? undefined : Number(next))}
                />
              )}
            </FormItem>
          ) : (
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
              <div style={{ flex: '1 1 220px' }}>
                <FormItem control={control} name="department" label={t('equipmentActs.field.department')}>
                  {({ ref: _ref, value, ...field }) => (
                    <Input {...field} value={(value as string) ?? ''} maxLength={EQUIPMENT_ACT_NAME_MAX} />
                  )}
                </FormItem>
              </div>
              <div style={{ flex: '1 1 220px' }}>
                <FormItem control={control} name="organization_id" label={t('equipmentActs.field.organization')}>
                  {({ ref: _ref, value, onChange, id }, invalid) => (
                    <RemoteSelect
                      id={id}
                      url="partners"
                      params={{ type: 'organization' }}
                      autocomplete
                      allowClear
                      status={invalid ? 'error' : undefined}
                      value={(value as number | undefined) ?? null}
                      onChange={(next) => onChange(next === null ? undefined : Number(next))}
                    />
                  )}
                </FormItem>
              </div>
              <div style={{ flex: '1 1 100%' }}>
                <FormItem control={control} name="representative" label={t('equipmentActs.field.representative')}>
                  {({ ref: _ref, value, ...field }) => (
                    <Input {...field} value={(value as string) ?? ''} maxLength={EQUIPMENT_ACT_NAME_MAX} />
                  )}
                </FormItem>
              </div>
            </div>
          )}
        </>
      ) : (
        <Form.Item label={t('equipmentActs.field.returnedBy')}>
          <Input readOnly aria-label={t('equipmentActs.field.returnedBy')} value={holder?.name ?? '—'} />
        </Form.Item>
      )}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 160px' }}>
          <FormItem control={control} name="date" label={t('equipmentActs.field.date')}>
            {({ ref: _ref, value, onChange, onBlur, id }, invalid) => (
              <DateInput
                id={id}
                value={(value as string | undefined) ?? null}
                onChange={(v) => onChange(v ?? undefined)}
                onBlur={onBlur}
                status={invalid ? 'error' : undefined}
              />
            )}
          </FormItem>
        </div>
        <div style={{ flex: '1 1 200px' }}>
          <FormItem
            control={control}
            name="odometer"
            label={t('equipmentActs.field.odometer')}
            extra={machine ? t('equipmentActs.field.odometerHint', { run: formatNumber(machine.run, 0) }) : undefined}
          >
            {({ ref: _ref, value, onChange, onBlur, id }, invalid) => (
              <NumberInput
                id={id}
                min={0}
                max={EQUIPMENT_ODOMETER_MAX}
                value={(value as number | undefined) ?? null}
                onChange={(v) => onChange(v ?? undefined)}
                onBlur={onBlur}
                status={invalid ? 'error' : undefined}
              />
            )}
          </FormItem>
        </div>
      </div>
      <FormItem control={control} name="condition" label={t('equipmentActs.field.condition')} required>
        {({ ref: _ref, value, onChange, id }) => (
          <Radio.Group id={id} value={value} onChange={(e) => onChange(e.target.value)}>
            <Space wrap>
              {EQUIPMENT_CONDITIONS.map((c) => (
                <Radio key={c.value} value={c.value}>
                  {c[lang]}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
      </FormItem>
      <FormItem control={control} name="condition_comment" label={t('equipmentActs.field.conditionComment')}>
        {({ ref: _ref, value, ...field }) => (
          <Input.TextArea
            {...field}
            value={(value as string) ?? ''}
            maxLength={EQUIPMENT_ACT_TEXT_MAX}
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
        )}
      </FormItem>
      <Form.Item label={t('equipmentActs.field.photos')} extra={t('equipmentActs.field.photosHint')}>
        <Upload
          accept={ACCEPT}
          multiple
          listType="picture"
          fileList={photos}
          maxCount={MAX_PHOTOS}
          beforeUpload={() => false}
          onChange={({ fileList }) => setPhotos(fileList.slice(0, MAX_PHOTOS))}
        >
          <Button icon={<UploadOutlined />}>{t('equipmentActs.card.addPhotos')}</Button>
        </Upload>
      </Form.Item>
      <FormItem control={control} name="comment" label={t('equipmentActs.field.comment')}>
        {({ ref: _ref, value, ...field }) => (
          <Input.TextArea
            {...field}
            value={(value as string) ?? ''}
            maxLength={EQUIPMENT_ACT_TEXT_MAX}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        )}
      </FormItem>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting} disabled={blocked}>
          {t('equipmentActs.save')}
        </Button>
        <Button onClick={onCancel}>{t('equipmentActs.cancel')}</Button>
      </Space>
    </Form>
  );
}
