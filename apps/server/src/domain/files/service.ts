import { createHmac, timingSafeEqual } from 'node:crypto';
import { Code, TEMP_URL_TTL_SECONDS, type FilePurpose, type UploadFileType } from '@mizani/sdk/contract';
import { serverSecret } from '../../db/server-secret.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { API_PREFIX } from '../../http/route.ts';
import { EXTENSIONS } from './sniff.ts';

export interface FileRecord {
  id: string;
  ownerId: number;
  purpose: FilePurpose;
  mime: UploadFileType;
  size: number;
  sha256: string;
  originalName: string;
  createdAt: Date;
}

interface FileRow {
  id: string;
  owner_id: number;
  purpose: FilePurpose;
  mime: UploadFileType;
  size: string;
  sha256: string;
  original_name: string;
  created_at: Date;
}

const toRecord = (r: FileRow): FileRecord => ({
  id: r.id,
  ownerId: r.owner_id,
  purpose: r.purpose,
  mime: r.mime,
  size: Number(r.size),
  sha256: r.sha256,
  originalName: r.original_name,
  createdAt: r.created_at,
});

const COLUMNS = 'id, owner_id, purpose, mime, size, sha256, original_name, created_at';

export interface NewFile {
  id: string;
  ownerId: number;
  uploadedBy: number;
  purpose: FilePurpose;
  mime: UploadFileType;
  size: number;
  sha256: string;
  originalName: string;
  createdAt: Date;
}

export async function insertFile(db: Db, file: NewFile): Promise<void> {
  await db.query(
    `INSERT INTO file_object (id, owner_id, uploaded_by, purpose, mime, size, sha256, original_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [file.id, file.ownerId, file.uploadedBy, file.purpose, file.mime, file.size, file.sha256, file.originalName, file.createdAt],
  );
}

export async function findFile(db: Db, fileId: string): Promise<FileRecord | undefined> {
  const { rows } = await db.query<FileRow>(`SELECT ${COLUMNS} FROM file_object WHERE id = $1`, [fileId]);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/**
 * The file when it belongs to `ownerId` (a main account: staff pass their main account's id).
 * Someone else's file and a file that does not exist look the same to the caller: -1007.
 */
export async function findOwnedFile(db: Db, fileId: string, ownerId: number): Promise<FileRecord> {
  const file = await findFile(db, fileId);
  if (!file || file.ownerId !== ownerId) throw new AppError(Code.DATA_NOT_FOUND);
  return file;
}

/**
 * Only the name of what the sender called it: no folders, no control characters, bounded, and
 * never empty.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return cleaned || 'file';
}

/** The name to offer when serving: the sender's name with the extension of what the file really is. */
export function servedFileName(file: Pick<FileRecord, 'originalName' | 'mime'>): string {
  const extension = EXTENSIONS[file.mime];
  const stem = file.originalName.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'file';
  return `${stem}.${extension}`;
}

/** `inline` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

// Signed links: `<fileId>.<expiry in Unix seconds>.<HMAC>` under a per-installation key kept in the
// database, so links survive a restart and work on every server process of one database.
const signingKey = (db: Db) => serverSecret(db, 'file-url-hmac');

const sign = (key: Buffer, fileId: string, expires: number) =>
  createHmac('sha256', key).update(`file\n${fileId}\n${expires}`).digest('base64url');

const TOKEN = /^([A-Za-z0-9_-]{32})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export const FILE_URL_PREFIX = `${API_PREFIX}/file/`;

export interface TempUrl {
  url: string;
  expireTime: string;
}

/**
 * A link to the file that works for TEMP_URL_TTL_SECONDS. It is a path on the API's origin, so it
 * works wherever the API is served from without the server having to know its public address.
 */
export async function createTempUrl(db: Db, fileId: string, now: Date = new Date(), ttlSeconds = TEMP_URL_TTL_SECONDS): Promise<TempUrl> {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const signature = sign(await signingKey(db), fileId, expires);
  return { url: `${FILE_URL_PREFIX}${fileId}.${expires}.${signature}`, expireTime: new Date(expires * 1000).toISOString() };
}

export type TokenCheck = { ok: true; fileId: string; expires: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether a link token was made by this installation, and whether it still works. */
export async function checkFileToken(db: Db, token: string, now: Date = new Date()): Promise<TokenCheck> {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, fileId = '', expiresText = '', given = ''] = match;
  const expires = Number(expiresText);
  const expected = Buffer.from(sign(await signingKey(db), fileId, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'invalid' };
  // The signature is checked first: only a link this server issued learns that it has expired.
  if (now.getTime() >= expires * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, fileId, expires };
}
