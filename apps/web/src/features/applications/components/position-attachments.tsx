import { CameraOutlined, PaperClipOutlined, ToolOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PositionView } from '../model/types.ts';
import '../texts.ts';

/** Under a position's name on the card: its equipment, the mileage photo and its files (`files/snab/{id}`). */
export function PositionAttachments({
  position: p,
}: {
  position: Pick<PositionView, 'id' | 'equipment_name' | 'run' | 'photo' | 'files'>;
}) {
  const { t } = useTranslation();
  const files = p.files ?? [];
  if (!p.equipment_name && !p.photo && files.length === 0) return null;
  return (
    <Space wrap size={[8, 0]} style={{ display: 'flex', fontSize: 12 }} data-testid={`position-attachments-${p.id}`}>
      {p.equipment_name ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <ToolOutlined /> {p.equipment_name}
          {p.run ? ` · ${t('applications.pos.run')}: ${p.run}` : ''}
        </Typography.Text>
      ) : null}
      {p.photo ? (
        <Typography.Link href={p.photo} target="_blank" rel="noopener" style={{ fontSize: 12 }}>
          <CameraOutlined /> {t('applications.pos.photo')}
        </Typography.Link>
      ) : null}
      {files.map((f) => (
        <Typography.Link key={f.id} href={f.path} target="_blank" rel="noopener" style={{ fontSize: 12 }}>
          <PaperClipOutlined /> {f.name}
        </Typography.Link>
      ))}
    </Space>
  );
}
