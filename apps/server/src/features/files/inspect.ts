/**
 * What the first bytes cannot tell: whether an upload is whole, how large an image says it is, and
 * whether a PDF carries script or actions that run on opening. Reads the whole file, which the
 * upload limit keeps small (5 MiB).
 */
import { inflateSync } from 'node:zlib';
import type { UploadFileType } from '@mizani/sdk/contract';

/** No identity document or receipt needs more; a decoder asked for more could exhaust memory. */
export const MAX_IMAGE_SIDE = 20_000;
export const MAX_IMAGE_PIXELS = 100_000_000;
/** What a compressed PDF stream may inflate to while it is searched. */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

interface Size {
  width: number;
  height: number;
}

function pngSize(bytes: Buffer): Size | 'truncated' {
  // The last chunk is IEND: length 0, type, CRC. Anything may follow it, nothing may be missing.
  if (bytes.indexOf(Buffer.from('0000000049454e44ae426082', 'hex'), 8) < 0) return 'truncated';
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Buffer): Size | 'truncated' {
  let size: Size | undefined;
  let at = 2;
  // Markers up to the start of the scan: the frame header (SOF) holds the size.
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return 'truncated';
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (JPEG_FRAMES.has(marker)) {
      if (at + 9 > bytes.length) return 'truncated';
      size = { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    if (marker === 0xda) {
      // The scan runs to the end-of-image marker.
      if (!size || bytes.indexOf(Buffer.from([0xff, 0xd9]), at + 2 + length) < 0) return 'truncated';
      return size;
    }
    at += 2 + length;
  }
  return 'truncated';
}

function webpSize(bytes: Buffer): Size | 'truncated' {
  if (bytes.length < 30 || bytes.readUInt32LE(4) + 8 > bytes.length) return 'truncated';
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

// Names a PDF runs something with: script, actions on opening or on events, launching programs,
// embedded files and active content.
const ACTIVE_PDF_NAMES = /\/(JavaScript|JS|OpenAction|AA|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToR|GoToE)(?![A-Za-z0-9])/;

/** A name may spell letters as #xx: `/J#61vaScript` is `/JavaScript`. */
const decodeNames = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function pdfProblem(bytes: Buffer): string | undefined {
  const text = bytes.toString('latin1');
  if (!text.includes('%%EOF')) return 'the PDF is incomplete';
  if (ACTIVE_PDF_NAMES.test(decodeNames(text))) return 'a PDF with script or actions is not accepted';
  // Compressed object streams can hold the same names: look inside each stream that inflates.
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return 'the PDF is incomplete';
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED_BYTES });
    } catch {
      continue;
    }
    if (ACTIVE_PDF_NAMES.test(decodeNames(inflated.toString('latin1')))) return 'a PDF with script or actions is not accepted';
  }
  return undefined;
}

/** Why the upload is refused (for the -1008 message), or undefined when it may be kept. */
export function uploadProblem(type: UploadFileType, bytes: Buffer): string | undefined {
  if (type === 'application/pdf') return pdfProblem(bytes);
  const size = type === 'image/png' ? pngSize(bytes) : type === 'image/jpeg' ? jpegSize(bytes) : webpSize(bytes);
  if (size === 'truncated') return 'the image is incomplete';
  if (size.width === 0 || size.height === 0) return 'the image has no size';
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) {
    return `the image is larger than ${MAX_IMAGE_SIDE} x ${MAX_IMAGE_SIDE} pixels or ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
  }
  return undefined;
}
