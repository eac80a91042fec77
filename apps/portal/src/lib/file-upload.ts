import { UPLOAD_MAX_BYTES, type FilePurpose, type UploadProgress } from '@mizani/sdk';
import { api } from './api.ts';
import { compressForUpload } from './image-compression.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The file's type as the browser reports it, or guessed from its name when it reports none. */
export function fileTypeOf(file: Pick<File, 'type' | 'name'>): string {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

export type UploadProblem = 'type' | 'tooLarge';

/**
 * A check before sending, to spare a slow connection a doomed upload. The server decides by the
 * file's content, so this is a convenience, not the rule.
 */
export function uploadProblem(file: Pick<File, 'type' | 'name' | 'size'>, accepted: readonly string[]): UploadProblem | null {
  if (!accepted.includes(fileTypeOf(file))) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

export interface PreparedUpload {
  file: File;
  problem: UploadProblem | null;
}

/** Compresses a large photo first; the size limit applies to what is actually sent. */
export async function prepareUpload(file: File, accepted: readonly string[]): Promise<PreparedUpload> {
  if (!accepted.includes(fileTypeOf(file))) return { file, problem: 'type' };
  const prepared = await compressForUpload(file);
  return { file: prepared, problem: uploadProblem(prepared, accepted) };
}

/** Sends a prepared file to the upload call and returns the id records hold. */
export async function uploadFile(file: File, purpose: FilePurpose, onProgress?: (progress: UploadProgress) => void): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  const { fileId } = await api.upload('file.upload', form, onProgress);
  return fileId;
}
