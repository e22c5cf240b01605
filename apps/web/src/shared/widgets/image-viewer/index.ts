export { ImageViewer, type ImageViewerProps, type ViewerImage } from './image-viewer.tsx';
