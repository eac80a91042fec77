import { describe, expect, it, vi } from 'vitest';
import { compressForUpload, fitWithin, jpegName, type ImageCodec } from './image-compression.ts';

const KB = 1024;

function fileOf(size: number, type: string, name = 'photo.png'): File {
  return new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });
}

/** A codec that "decodes" to the given size and "encodes" to `outputBytes`. */
function fakeCodec(width: number, height: number, outputBytes: number) {
  const close = vi.fn();
  const codec = {
    decode: vi.fn(async () => ({ width, height, source: {} as CanvasImageSource, close })),
    encodeJpeg: vi.fn(async () => new Blob([new Uint8Array(outputBytes)], { type: 'image/jpeg' })),
  } satisfies ImageCodec;
  return { codec, close };
}

describe('fitWithin', () => {
  it('shrinks the long side to the limit and keeps the proportions', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 1, 1600)).toEqual({ width: 1600, height: 1 });
  });

  it('never enlarges', () => {
    expect(fitWithin(1200, 800, 1600)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(1600, 1600, 1600)).toEqual({ width: 1600, height: 1600 });
  });
});

describe('jpegName', () => {
  it('gives the new content its extension', () => {
    expect(jpegName('scan.PNG')).toBe('scan.jpg');
    expect(jpegName('id.front.webp')).toBe('id.front.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
  });
});

describe('compressForUpload', () => {
  it('redraws a large photo at most 1600 px wide as JPEG quality 0.8', async () => {
    const { codec, close } = fakeCodec(4000, 3000, 400 * KB);
    const original = fileOf(3 * 1024 * KB, 'image/png', 'id-front.png');
    const result = await compressForUpload(original, codec);

    expect(codec.encodeJpeg).toHaveBeenCalledWith(expect.objectContaining({ width: 4000, height: 3000 }), 1600, 1200, 0.8);
    expect(result).not.toBe(original);
    expect(result.type).toBe('image/jpeg');
    expect(result.name).toBe('id-front.jpg');
    expect(result.size).toBe(400 * KB);
    expect(result.lastModified).toBe(original.lastModified);
    expect(close).toHaveBeenCalled();
  });

  it('re-encodes a large image that is already small in pixels', async () => {
    const { codec } = fakeCodec(1200, 900, 200 * KB);
    const result = await compressForUpload(fileOf(900 * KB, 'image/jpeg', 'a.jpg'), codec);
    expect(codec.encodeJpeg).toHaveBeenCalledWith(expect.anything(), 1200, 900, 0.8);
    expect(result.size).toBe(200 * KB);
  });

  it('leaves images up to 300 KB alone', async () => {
    const { codec } = fakeCodec(4000, 3000, 10);
    const small = fileOf(300 * KB, 'image/jpeg');
    expect(await compressForUpload(small, codec)).toBe(small);
    expect(codec.decode).not.toHaveBeenCalled();
  });

  it('sends PDFs and other files as they are, whatever their size', async () => {
    const { codec } = fakeCodec(4000, 3000, 10);
    const pdf = fileOf(4 * 1024 * KB, 'application/pdf', 'memorandum.pdf');
    const gif = fileOf(2 * 1024 * KB, 'image/gif', 'anim.gif');
    expect(await compressForUpload(pdf, codec)).toBe(pdf);
    expect(await compressForUpload(gif, codec)).toBe(gif);
    expect(codec.decode).not.toHaveBeenCalled();
  });

  it('keeps the original when the JPEG would not be smaller', async () => {
    const { codec, close } = fakeCodec(2000, 2000, 600 * KB);
    const original = fileOf(500 * KB, 'image/webp');
    expect(await compressForUpload(original, codec)).toBe(original);
    expect(close).toHaveBeenCalled();
  });

  it('keeps the original when the device cannot decode or encode it', async () => {
    const original = fileOf(800 * KB, 'image/jpeg');
    const undecodable: ImageCodec = {
      decode: () => Promise.reject(new Error('corrupt')),
      encodeJpeg: () => Promise.reject(new Error('unreachable')),
    };
    expect(await compressForUpload(original, undecodable)).toBe(original);

    const { codec, close } = fakeCodec(3000, 2000, 1);
    codec.encodeJpeg.mockRejectedValueOnce(new Error('no canvas'));
    expect(await compressForUpload(original, codec)).toBe(original);
    expect(close).toHaveBeenCalled();
  });

  it('takes other limits when given', async () => {
    const { codec } = fakeCodec(1000, 500, 10 * KB);
    await compressForUpload(fileOf(50 * KB, 'image/png'), codec, { threshold: 20 * KB, maxSide: 500, quality: 0.6 });
    expect(codec.encodeJpeg).toHaveBeenCalledWith(expect.anything(), 500, 250, 0.6);
  });
});
