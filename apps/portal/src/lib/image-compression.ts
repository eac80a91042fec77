/**
 * Photos of ID cards and company documents straight from a phone camera are often 3-8 MB, which
 * on a slow mobile connection means minutes of upload (and a file over the server's 5 MB limit).
 * Large images are therefore redrawn on the device: at most 1600 px on the long side, saved as
 * JPEG at quality 0.8, which keeps printed text legible. Small images and PDFs go as they are.
 */
export const COMPRESS_ABOVE_BYTES = 300 * 1024;
export const MAX_IMAGE_SIDE = 1600;
export const JPEG_QUALITY = 0.8;

/** Image types the device can redraw; anything else is sent untouched for the server to judge. */
const REDRAWABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  /** Frees the decoded pixels. */
  close?: () => void;
}

/** Reading and writing pixels; the browser's canvas by default, a fake in tests. */
export interface ImageCodec {
  decode(file: Blob): Promise<DecodedImage>;
  /** Draws `image` at `width` x `height` on white and encodes it as JPEG. */
  encodeJpeg(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob>;
}

export interface CompressOptions {
  threshold?: number;
  maxSide?: number;
  quality?: number;
}

/** The largest size with the same proportions whose long side is at most `maxSide` (never enlarged). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= maxSide) return { width, height };
  const scale = maxSide / longSide;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** 'scan.PNG' -> 'scan.jpg': the name follows the new content. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'image'}.jpg`;
}

/**
 * The file to upload in place of `file`: a smaller JPEG for a large image, otherwise `file` itself.
 * A picture the device cannot decode, or whose JPEG would not be smaller, is sent as it is.
 */
export async function compressForUpload(file: File, codec: ImageCodec = browserCodec, options: CompressOptions = {}): Promise<File> {
  const { threshold = COMPRESS_ABOVE_BYTES, maxSide = MAX_IMAGE_SIDE, quality = JPEG_QUALITY } = options;
  if (!REDRAWABLE.has(file.type) || file.size <= threshold) return file;

  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(image.width, image.height, maxSide);
    const jpeg = await codec.encodeJpeg(image, size.width, size.height, quality);
    if (jpeg.size >= file.size) return file;
    return new File([jpeg], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    image.close?.();
  }
}

/** The browser's codec: createImageBitmap (which honours EXIF orientation) and a canvas. */
export const browserCodec: ImageCodec = {
  async decode(file) {
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  async encodeJpeg(image, width, height, quality) {
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      draw(canvas.getContext('2d'), image, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    draw(canvas.getContext('2d'), image, width, height);
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), 'image/jpeg', quality),
    );
  },
};

function draw(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null,
  image: DecodedImage,
  width: number,
  height: number,
): void {
  if (!context) throw new Error('No 2D canvas on this device');
  // JPEG has no transparency: a PNG's see-through parts would turn black without a background.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, width, height);
}
