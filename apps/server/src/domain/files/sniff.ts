import type { UploadFileType } from '@mizani/sdk/contract';

/** Bytes of the start of a file that `detectFileType` needs. */
export const SNIFF_BYTES = 16;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const VP8 = ascii('VP8');
const IHDR = ascii('IHDR');
const PDF = ascii('%PDF-');

/**
 * The type of a file from its first bytes, or undefined when it is none of the accepted types.
 * The name and the type the browser claims are never consulted: both are whatever the sender
 * chose. PNG and WebP are held to their first chunk as well as their signature, so a text file
 * that merely starts with the right letters is not taken for an image.
 */
export function detectFileType(head: Uint8Array): UploadFileType | undefined {
  if (startsWith(head, PNG) && startsWith(head, IHDR, 12)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8) && startsWith(head, VP8, 12)) return 'image/webp';
  if (startsWith(head, PDF)) return 'application/pdf';
  return undefined;
}

export const EXTENSIONS: Record<UploadFileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
