/** The file drive (/disk) and the disk picker other features attach files from. */
export { DiskPickerModal } from './components/disk-picker-lazy.tsx';
export type { DiskPick, DiskPickerModalProps } from './components/disk-picker-modal.tsx';
export { driveRoutes } from './routes.tsx';
