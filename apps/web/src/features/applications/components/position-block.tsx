import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_POSITIONS_PER_OPERATION } from '@app/contracts';
import { Button, Card, DatePicker, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { isBlankPosition, positionFields } from '../model/positions.ts';
import type { ApplicationType, PositionDraft } from '../model/types.ts';

interface Props {
  type: Pick<ApplicationType, 'code' | 'form'>;
  positions: PositionDraft[];
  onChange: (next: PositionDraft[]) => void;
}

const NUMERIC = new Set<keyof PositionDraft>(['quantity', 'min_quantity', 'desire_quantity', 'run', 'cost']);
const WIDE = new Set<keyof PositionDraft>(['info', 'for_use', 'main_comment', 'links', 'dv_work_name']);

function Field({
  name,
  value,
  onChange,
  disabled,
}: {
  name: keyof PositionDraft;
  value: PositionDraft[keyof PositionDraft];
  onChange: (v: unknown) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const label = t(`applications.pos.${name}`);
  if (name === 'unit')
    return (
      <RemoteSelect
        url="/units"
        aria-label={label}
        allowClear
        disabled={disabled}
        placeholder={label}
        value={(value as number | null) ?? undefined}
        onChange={(v) => onChange(v ?? null)}
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
        onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : '')}
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
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <Input
      aria-label={label}
      placeholder={label}
      disabled={disabled}
      inputMode={NUMERIC.has(name) ? 'decimal' : undefined}
      value={(value as string) ?? ''}
      onChange={(e) => onChange(NUMERIC.has(name) ? e.target.value.replace(/[^\d.,\s]/g, '') : e.target.value)}
    />
  );
}

/** The position block of the application form (spec 2): fields per type, at most 50 positions. */
export function PositionBlock({ type, positions, onChange }: Props) {
  const { t } = useTranslation();
  const fields = positionFields(type);
  const update = (i: number, patch: Partial<PositionDraft>) => onChange(positions.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const count = positions.filter((p) => !isBlankPosition(p)).length;
  return (
    <div>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {positions.map((p, i) => (
          <Card
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id before they are saved
            key={i}
            size="small"
            data-testid="position-row"
            title={t('applications.form.position', { n: i + 1 })}
            extra={
              // An existing position is not removed by an edit; a new row may be.
              positions.length > 1 && !p.id ? (
                <Button
                  size="small"
                  type="text"
                  danger
                  aria-label={t('applications.form.removePosition')}
                  icon={<DeleteOutlined />}
                  onClick={() => onChange(positions.filter((_, j) => j !== i))}
                />
              ) : null
            }
          >
            {p.locked ? (
              <Typography.Paragraph type="secondary" data-testid="position-locked">
                {t('position.editOnlyOnReview')}
              </Typography.Paragraph>
            ) : null}
            <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
              {fields.map((f) => (
                <div key={f} style={WIDE.has(f) ? { gridColumn: '1 / -1' } : undefined}>
                  <Field name={f} value={p[f]} disabled={p.locked} onChange={(v) => update(i, { [f]: v } as Partial<PositionDraft>)} />
                </div>
              ))}
            </div>
          </Card>
        ))}
      </Space>
      <Space style={{ marginTop: 8 }}>
        <Button
          icon={<PlusOutlined />}
          disabled={positions.length >= MAX_POSITIONS_PER_OPERATION}
          onClick={() => onChange([...positions, {}])}
        >
          {t('applications.form.addPosition')}
        </Button>
        <Typography.Text type="secondary">{t('applications.form.positionsTotal', { count })}</Typography.Text>
      </Space>
    </div>
  );
}
