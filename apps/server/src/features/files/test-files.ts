/**
 * Sample files and a multipart builder for tests that upload (files, KYC). The samples are real
 * files of their type, small enough to read in a test.
 */
import type { App } from '../../http/types.ts';

/** A 1x1 transparent PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1x1 JPEG, ending with its end-of-image marker. */
export const JPEG = Buffer.concat([
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  Buffer.from([0xff, 0xd9]),
]);

/** A 1x1 lossless WebP. */
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A one-page PDF with no content. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export const TEXT = Buffer.from('name,amount\nAmani,1250.50\n', 'utf8');

export interface FormPart {
  name: string;
  value: string | { data: Buffer; filename: string; type?: string };
}

/** A multipart/form-data body as a browser would send it, for `app.inject`. */
export async function multipart(parts: FormPart[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else form.append(part.name, new Blob([part.value.data], { type: part.value.type ?? 'application/octet-stream' }), part.value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

export interface UploadReply {
  code: number;
  msg: string;
  data: { fileId: string } | null;
}

/** Uploads through `/api/user/file/upload` as the holder of `token`. */
export async function upload(
  app: App,
  token: string,
  file: { data: Buffer; filename: string; type?: string } | undefined,
  /** null sends no purpose field. */
  purpose: string | null = 'kyc',
): Promise<UploadReply> {
  const parts: FormPart[] = [];
  if (purpose !== null) parts.push({ name: 'purpose', value: purpose });
  if (file) parts.push({ name: 'file', value: file });
  const { payload, headers } = await multipart(parts);
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/file/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return res.json() as UploadReply;
}

/** Uploads a file and returns its id, failing the test when the upload is refused. */
export async function uploadId(app: App, token: string, purpose = 'kyc', file = { data: PNG, filename: 'photo.png' }): Promise<string> {
  const reply = await upload(app, token, file, purpose);
  if (reply.code !== 200 || !reply.data) throw new Error(`upload refused: ${reply.code} ${reply.msg}`);
  return reply.data.fileId;
}
