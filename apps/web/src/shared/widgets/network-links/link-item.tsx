import { DeleteOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import { Avatar, Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format.ts';
import { isValidUrl, linkValid } from './link-rules.ts';
import type { LinkRow, NetworkLink } from './links-api.ts';

export interface LinkItemProps {
  item: NetworkLink;
  hasRights: boolean;
  onSave: (row: LinkRow) => void;
  onDelete: () => void;
}

/** One link; with rights an inline editor (non-empty trimmed name, valid URL) and delete. */
export function LinkItem({ item, hasRights, onSave, onDelete }: LinkItemProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<LinkRow | null>(null);

  if (draft) {
    const ok = linkValid(draft);
    return (
      <li className="network-link network-link--editing" style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        <Input
          style={{ flex: '1 1 140px' }}
          value={draft.name}
          aria-label={t('widgets.links.name')}
          status={draft.name.trim() ? undefined : 'error'}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <Input
          style={{ flex: '2 1 180px' }}
          value={draft.link}
          aria-label={t('widgets.links.link')}
          status={isValidUrl(draft.link) ? undefined : 'error'}
          title={isValidUrl(draft.link) ? undefined : t('widgets.links.wrongUrl')}
          onChange={(e) => setDraft({ ...draft, link: e.target.value })}
        />
        <Button
          type="primary"
          disabled={!ok}
          onClick={() => {
            const row = { name: draft.name.trim(), link: draft.link.trim() };
            setDraft(null);
            if (row.name !== item.name || row.link !== item.link) onSave(row);
          }}
        >
          {t('widgets.links.save')}
        </Button>
        <Button onClick={() => setDraft(null)}>{t('widgets.links.cancel')}</Button>
      </li>
    );
  }

  return (
    <li className="network-link" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <LinkOutlined />
      <div style={{ flex: 1, minWidth: 0 }}>
        <a href={item.link} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </a>
        <div style={{ fontSize: 12, opacity: 0.65, display: 'flex', alignItems: 'center', gap: 4 }}>
          <Avatar size={16} src={item.who_add_avatar || undefined} alt="" />
          {t('widgets.links.added', { who: item.who_add_fio, date: formatDateTime(item.date_add) })}
        </div>
      </div>
      {hasRights && (
        <>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('widgets.links.edit')}
            onClick={() => setDraft({ name: item.name, link: item.link })}
          />
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('widgets.links.delete')} onClick={onDelete} />
        </>
      )}
    </li>
  );
}
