import { DeleteOutlined, EyeOutlined, FileTextOutlined, TagsOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_POSITIONS_PER_OPERATION } from '@app/contracts';
import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { useApplicationCard } from '../api/card.ts';
import { defectUrl, useDeleteDefect } from '../api/defect.ts';
import { openWaybill, stickersUrl } from '../api/documents.ts';
import { reportError } from '../model/report-error.ts';
import { DefectDialog } from './defect-dialog.tsx';
import '../texts.ts';

interface Props {
  packId: number;
  /** The card's `defect_statement_link` (null without a defect statement). */
  defectLink: string | null | undefined;
  /** Upload, replace and delete the defect statement (the server's editablePack). */
  canEdit: boolean;
  hasPositions: boolean;
}

type Key = 'sticker' | 'waybill' | 'defectUpload' | 'defectView' | 'defectDelete';

/** The card's documents (side menu): position stickers, the waybill and the defect statement. */
export function DocumentsMenu({ packId, defectLink, canEdit, hasPositions }: Props) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [confirm, holder] = useConfirmDialog();
  const remove = useDeleteDefect(packId);
  const hasDefect = Boolean(defectLink);
  const card = useApplicationCard(packId);
  const stickerCount = (card.data?.snabs ?? []).filter((p) => p.status?.code !== 'delete').length;
  const tooManyForStickers = stickerCount > MAX_POSITIONS_PER_OPERATION;

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'documents',
      label: t('applications.docs.title'),
      children: [
        ...(hasPositions
          ? [
              {
                key: 'sticker',
                icon: <TagsOutlined />,
                // The server prints at most 50 positions per call (spec 1 §9).
                disabled: tooManyForStickers,
                label: tooManyForStickers ? (
                  <span title={t('applications.docs.stickerTooMany', { max: MAX_POSITIONS_PER_OPERATION })}>
                    {t('applications.docs.sticker')}
                    <div style={{ fontSize: 12, lineHeight: 1.3, whiteSpace: 'normal' }}>
                      {t('applications.docs.stickerTooMany', { max: MAX_POSITIONS_PER_OPERATION })}
                    </div>
                  </span>
                ) : (
                  t('applications.docs.sticker')
                ),
              },
            ]
          : []),
        { key: 'waybill', icon: <FileTextOutlined />, label: t('applications.docs.waybill') },
        ...(hasDefect ? [{ key: 'defectView', icon: <EyeOutlined />, label: t('applications.docs.defectView') }] : []),
        ...(canEdit
          ? [
              {
                key: 'defectUpload',
                icon: <UploadOutlined />,
                label: hasDefect ? t('applications.docs.defectReplace') : t('applications.docs.defectUpload'),
              },
            ]
          : []),
        ...(canEdit && hasDefect
          ? [
              {
                key: 'defectDelete',
                icon: <DeleteOutlined />,
                label: t('applications.docs.defectDelete'),
                danger: true,
                disabled: remove.isPending,
              },
            ]
          : []),
      ],
    },
  ];

  const deleteDefect = async () => {
    const ok = await confirm({ title: t('applications.docs.defectDeleteConfirm'), okText: t('applications.docs.delete'), danger: true });
    if (!ok) return;
    remove.mutate(undefined, { onSuccess: () => toast(0, t('applications.docs.defectDeleted')), onError: reportError });
  };

  const onClick = (key: Key) => {
    if (key === 'sticker') window.open(stickersUrl(packId), '_blank', 'noopener');
    else if (key === 'waybill') openWaybill(packId).catch(reportError);
    else if (key === 'defectView') window.open(defectUrl(packId), '_blank', 'noopener');
    else if (key === 'defectUpload') setUploading(true);
    else void deleteDefect();
  };

  return (
    <>
      <Menu
        mode="inline"
        selectable={false}
        items={items}
        onClick={(e) => onClick(e.key as Key)}
        style={{ borderInlineEnd: 0 }}
        aria-label={t('applications.docs.title')}
      />
      <DefectDialog packId={packId} open={uploading} onClose={() => setUploading(false)} />
      {holder}
    </>
  );
}
