export { type CropRect, cropAt, cropToBlob, DEFAULT_ASPECT, MAX_ZOOM, moveCrop } from './crop-geometry.ts';
export { ImageCropper, type ImageCropperProps } from './image-cropper.tsx';
