import jpeg from 'jpeg-js';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Reads the QR code of a scanned cover sheet (png or jpeg) with `jsQR` over the image's pixels
 * (`pngjs` / `jpeg-js` decode them: no native image library). Large scans are sampled down to
 * about 1600 px on the long side first: a cover sheet's QR stays readable and jsQR stays fast.
 */
// A CommonJS bundle: its `module.exports` is the function and carries itself as `default`.
const jsQR = jsQRModule.default;

/** Scans larger than this many pixels are refused (a 600 dpi A4 page is about 35 million). */
const MAX_PIXELS = 60_000_000;
const TARGET_SIDE = 1600;

export type ImageKind = 'png' | 'jpeg';

/** The kind of image by its first bytes, or null. */
export function imageKind(head: Uint8Array): ImageKind | null {
  if (head.length >= 8 && head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return null;
}

interface Pixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

function decode(bytes: Buffer, kind: ImageKind): Pixels {
  if (kind === 'png') {
    const png = PNG.sync.read(bytes);
    return { data: png.data, width: png.width, height: png.height };
  }
  const image = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: MAX_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 512,
  });
  return { data: image.data, width: image.width, height: image.height };
}

/** Nearest-pixel sampling down to `TARGET_SIDE` on the long side (RGBA). */
function shrink(p: Pixels): Pixels {
  const scale = Math.max(p.width, p.height) / TARGET_SIDE;
  if (scale <= 1.25) return p;
  const width = Math.round(p.width / scale);
  const height = Math.round(p.height / scale);
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(p.height - 1, Math.floor(y * scale));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(p.width - 1, Math.floor(x * scale));
      const from = (sy * p.width + sx) * 4;
      const to = (y * width + x) * 4;
      out[to] = p.data[from];
      out[to + 1] = p.data[from + 1];
      out[to + 2] = p.data[from + 2];
      out[to + 3] = 255;
    }
  }
  return { data: out, width, height };
}

/**
 * The text of the QR code in the image; null when there is none; throws 'unreadable' when the
 * bytes are not a readable png/jpeg of a sane size.
 */
export function readQr(bytes: Buffer, kind: ImageKind): string | null {
  let pixels: Pixels;
  try {
    pixels = decode(bytes, kind);
  } catch {
    throw new Error('unreadable');
  }
  if (pixels.width * pixels.height > MAX_PIXELS) throw new Error('unreadable');
  for (const p of pixels.width * pixels.height > TARGET_SIDE * TARGET_SIDE * 1.6 ? [shrink(pixels), pixels] : [pixels]) {
    const data = p.data instanceof Uint8ClampedArray ? p.data : new Uint8ClampedArray(p.data.buffer, p.data.byteOffset, p.data.length);
    const found = jsQR(data, p.width, p.height, { inversionAttempts: 'attemptBoth' });
    if (found?.data) return found.data;
  }
  return null;
}
