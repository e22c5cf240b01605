import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';
import { DiskTree, type TreeNode } from './disk-tree.tsx';

/** What the picker answers: the chosen file and the link it becomes in other modules. */
export interface DiskPick {
  id: number;
  name: string;
  filename: string;
  /** `/upload/disk/<filename>` (spec 3 §7 "Links and disk"). */
  link: string;
}

export interface DiskPickerModalProps {
  open: boolean;
  onCancel: () => void;
  onOk: (file: DiskPick) => void;
  title?: string;
}

const ROOTS = ['my', 'accessible'] as const;

/** Spec 3 §2 "Modal for choosing a file from the disk folder tree": OK is enabled only when a file is selected. */
export function DiskPickerModal({ open, onCancel, onOk, title }: DiskPickerModalProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<TreeNode | null>(null);
  const file = picked?.key.startsWith('file:') ? picked.entry : undefined;

  return (
    <Modal
      open={open}
      title={title ?? t('drive.picker')}
      width={500}
      mask={{ closable: false }}
      okButtonProps={{ disabled: !file?.filename }}
      onOk={() => {
        if (!file?.filename) return;
        onOk({ id: file.id, name: file.name, filename: file.filename, link: `/upload/disk/${file.filename}` });
      }}
      onCancel={onCancel}
      destroyOnHidden
      afterClose={() => setPicked(null)}
    >
      <Typography.Paragraph type="secondary">{t('drive.pickerHint')}</Typography.Paragraph>
      <div style={{ maxHeight: 400, overflow: 'auto' }}>
        <DiskTree roots={ROOTS} withFiles selectedKey={picked?.key ?? null} onSelect={setPicked} />
      </div>
    </Modal>
  );
}
