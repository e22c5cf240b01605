import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriveItem } from '../api/drive-api.ts';
import { DiskTree, type TreeNode } from './disk-tree.tsx';

const ROOTS = ['my', 'accessible'] as const;

/**
 * Choose the folder (or "My drive" = the root) the selected items move to: one of the
 * user's own folders or a folder shared with them (the server refuses, with its message,
 * a folder they may only view). "Shared with me" itself is not a target.
 */
export function MoveDialog({
  items,
  onClose,
  onMove,
}: {
  items: DriveItem[] | null;
  onClose: () => void;
  onMove: (targetId: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<TreeNode | null>(null);
  const [busy, setBusy] = useState(false);
  const disabled = new Set((items ?? []).filter((i) => i.type === 'folder').map((i) => i.id));
  const targetId = target ? (target.root === 'my' ? 0 : (target.entry?.id ?? null)) : null;

  return (
    <Modal
      open={items !== null}
      title={t('drive.moveTitle')}
      mask={{ closable: false }}
      okText={t('drive.move')}
      okButtonProps={{ disabled: targetId === null }}
      confirmLoading={busy}
      onOk={async () => {
        if (targetId === null) return;
        setBusy(true);
        try {
          await onMove(targetId);
        } finally {
          setBusy(false);
        }
      }}
      onCancel={onClose}
      afterClose={() => setTarget(null)}
      destroyOnHidden
    >
      <div style={{ maxHeight: 400, overflow: 'auto' }}>
        <DiskTree roots={ROOTS} selectedKey={target?.key ?? null} onSelect={setTarget} disabledIds={disabled} />
      </div>
    </Modal>
  );
}
