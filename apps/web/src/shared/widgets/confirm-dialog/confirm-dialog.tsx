import { Modal } from 'antd';
import { type ReactElement, type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import './texts.ts';

/** Spec §9 "Modal": default size md; the backdrop does not close it. */
export const MODAL_SIZES = { sm: 300, md: 500, lg: 800, xl: 1140 } as const;
export type ModalSize = keyof typeof MODAL_SIZES;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  onOk: () => void;
  onCancel: () => void;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  size?: ModalSize;
  confirmLoading?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  children,
  onOk,
  onCancel,
  okText,
  cancelText,
  danger,
  size = 'md',
  confirmLoading,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      width={MODAL_SIZES[size]}
      mask={{ closable: false }}
      okText={okText ?? t('widgets.confirm.ok')}
      cancelText={cancelText ?? t('widgets.confirm.cancel')}
      okButtonProps={{ danger }}
      confirmLoading={confirmLoading}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  size?: ModalSize;
}

/** `const [confirm, holder] = useConfirmDialog(); if (await confirm({ title })) ...`; render `holder` once. */
export function useConfirmDialog(): [(options: ConfirmOptions) => Promise<boolean>, ReactElement] {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback(
    (o: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: o.title,
          content: o.content,
          width: MODAL_SIZES[o.size ?? 'md'],
          mask: { closable: false },
          okText: o.okText ?? t('widgets.confirm.ok'),
          cancelText: o.cancelText ?? t('widgets.confirm.cancel'),
          okButtonProps: { danger: o.danger },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
  return [confirm, holder];
}
