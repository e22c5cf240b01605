export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmOptions,
  MODAL_SIZES,
  type ModalSize,
  useConfirmDialog,
} from './confirm-dialog.tsx';
