import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_POSITIONS_PER_OPERATION } from '@app/contracts';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isBlankPosition, type PositionFormType, positionFields } from '../model/positions.ts';
import type { PositionDraft } from '../model/types.ts';
import { PositionField } from './position-field.tsx';
import '../texts.ts';

interface Props {
  type: PositionFormType;
  positions: PositionDraft[];
  onChange: (next: PositionDraft[]) => void;
}

const WIDE = new Set<keyof PositionDraft>(['info', 'nomenclature_id', 'for_use', 'main_comment', 'links', 'dv_work_name', 'files']);

/** The position block of the application form (spec 2): fields per type, at most 50 positions. */
export function PositionBlock({ type, positions, onChange }: Props) {
  const { t } = useTranslation();
  const fields = positionFields(type);
  const update = (i: number, patch: Partial<PositionDraft>) => onChange(positions.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const count = positions.filter((p) => !isBlankPosition(p)).length;
  const full = positions.length >= MAX_POSITIONS_PER_OPERATION;
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
                  <PositionField name={f} position={p} disabled={p.locked} onChange={(patch) => update(i, patch)} />
                </div>
              ))}
            </div>
          </Card>
        ))}
      </Space>
      <Space style={{ marginTop: 8 }}>
        <Button icon={<PlusOutlined />} disabled={full} onClick={() => onChange([...positions, {}])}>
          {t('applications.form.addPosition')}
        </Button>
        <Typography.Text type="secondary">{t('applications.form.positionsTotal', { count })}</Typography.Text>
      </Space>
      {full ? (
        <Typography.Paragraph type="warning" role="status" style={{ marginTop: 4 }}>
          {t('applications.posForm.limitReached', { max: MAX_POSITIONS_PER_OPERATION })}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
