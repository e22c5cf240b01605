export { DeviceUploadModal, type DeviceUploadModalProps } from './device-upload-modal.tsx';
export { acceptsFile, addToSelection, type FileFilter, PASTE_IMAGE_TYPES, pastedImages } from './file-rules.ts';
export { type AttachmentType, type FileItem, filesKey, uploadFile } from './files-api.ts';
export { FilesList, type FilesListProps } from './files-list.tsx';
export { type DiskFile, type DiskPickerSlotProps, UploadMenu, type UploadMenuProps, type UploadVariant } from './upload-menu.tsx';
