export { CopyButton, type CopyButtonProps, type CopyKind, copyToClipboard } from './copy-button.tsx';
