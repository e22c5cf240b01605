import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../toast/index.ts';
import { isValidUrl, rowsFilled } from './link-rules.ts';
import type { LinkRow } from './links-api.ts';
import './texts.ts';

export interface AddLinksModalProps {
  open: boolean;
  onCancel: () => void;
  /** The filled, valid rows; the modal closes when it resolves. */
  onSubmit: (rows: LinkRow[]) => Promise<unknown> | undefined;
}

const blank = (): LinkRow => ({ name: '', link: '' });

/**
 * Spec 3 §2/§5 modal for adding links: rows of name + link; OK disabled until every row is
 * filled; an invalid URL on submit shows 'Некорректные данные' and marks the field.
 */
export function AddLinksModal({ open, onCancel, onSubmit }: AddLinksModalProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<LinkRow[]>([blank()]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (i: number, patch: Partial<LinkRow>) => setRows((list) => list.map((r, k) => (k === i ? { ...r, ...patch } : r)));

  const submit = async () => {
    setTried(true);
    if (!rowsFilled(rows) || rows.some((r) => !isValidUrl(r.link))) {
      toast(1, t('widgets.links.invalidData'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(rows.map((r) => ({ name: r.name.trim(), link: r.link.trim() })));
      onCancel();
    } catch (error) {
      console.error('links: add failed', error);
      toast(1, t('widgets.links.invalidData'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('widgets.links.addTitle')}
      width={500}
      mask={{ closable: false }}
      okText={t('widgets.links.ok')}
      cancelText={t('widgets.links.cancel')}
      okButtonProps={{ disabled: !rowsFilled(rows) }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onCancel}
      afterClose={() => {
        setRows([blank()]);
        setTried(false);
      }}
      destroyOnHidden
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {rows.map((row, i) => {
          const badUrl = tried && row.link.trim() !== '' && !isValidUrl(row.link);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
            <div key={i} style={{ display: 'flex', gap: 6, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <Input
                style={{ flex: '1 1 140px' }}
                value={row.name}
                placeholder={t('widgets.links.namePlaceholder')}
                aria-label={`${t('widgets.links.name')} ${i + 1}`}
                status={tried && !row.name.trim() ? 'error' : undefined}
                onChange={(e) => set(i, { name: e.target.value })}
              />
              <Input
                style={{ flex: '2 1 180px' }}
                value={row.link}
                placeholder={t('widgets.links.linkPlaceholder')}
                aria-label={`${t('widgets.links.link')} ${i + 1}`}
                status={badUrl || (tried && !row.link.trim()) ? 'error' : undefined}
                title={badUrl ? t('widgets.links.wrongUrl') : undefined}
                onChange={(e) => set(i, { link: e.target.value })}
              />
              {rows.length > 1 && (
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('widgets.links.removeRow')}
                  onClick={() => setRows((list) => list.filter((_, k) => k !== i))}
                />
              )}
            </div>
          );
        })}
        <Button type="dashed" icon={<PlusOutlined />} onClick={() => setRows((list) => [...list, blank()])}>
          {t('widgets.links.addRow')}
        </Button>
      </div>
    </Modal>
  );
}
