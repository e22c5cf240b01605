/** A crop area in the image's natural pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Spec §9: 1:1 by default; 4:3 where asked. */
export const DEFAULT_ASPECT = 1;
export const MAX_ZOOM = 4;

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/** The largest area of the aspect ratio that fits the image, zoomed in by `zoom` (1 = largest), centred on (cx, cy). */
export function cropAt(imgW: number, imgH: number, aspect: number, zoom = 1, cx = imgW / 2, cy = imgH / 2): CropRect {
  let width = imgW;
  let height = width / aspect;
  if (height > imgH) {
    height = imgH;
    width = height * aspect;
  }
  const z = clamp(zoom, 1, MAX_ZOOM);
  width /= z;
  height /= z;
  return { x: clamp(cx - width / 2, 0, imgW - width), y: clamp(cy - height / 2, 0, imgH - height), width, height };
}

/** Moves the area by (dx, dy) image pixels without leaving the image. */
export function moveCrop(rect: CropRect, dx: number, dy: number, imgW: number, imgH: number): CropRect {
  return { ...rect, x: clamp(rect.x + dx, 0, imgW - rect.width), y: clamp(rect.y + dy, 0, imgH - rect.height) };
}

/** Draws the area on a canvas `outputWidth` wide (height from the aspect ratio) and returns it as a Blob. */
export function cropToBlob(
  image: CanvasImageSource,
  rect: CropRect,
  outputWidth: number,
  type = 'image/png',
  quality = 0.92,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(outputWidth);
  canvas.height = Math.round((outputWidth * rect.height) / rect.width);
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('Canvas 2D is not available'));
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas export failed'))), type, quality),
  );
}
