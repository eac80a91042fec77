import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from '../../domain/files/sniff.ts';

/** Uploaded files live here, outside both apps' dist folders, so no static route can reach them. */
export function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

const FILE_ID = /^[A-Za-z0-9_-]{32}$/;

/** 192 random bits, URL-safe: the name on disk and the id records hold. */
export function newFileId(): string {
  return randomBytes(24).toString('base64url');
}

/** Where a stored file is; refuses anything that is not a file id, so no path can be smuggled in. */
export function storedPath(dataDir: string, fileId: string): string {
  if (!FILE_ID.test(fileId)) throw new Error(`Not a file id: ${fileId}`);
  return path.join(filesDir(dataDir), fileId);
}

export interface ReceivedFile {
  /** A temporary name in the files folder; `keepFile` gives it its id, `discardFile` removes it. */
  tempPath: string;
  size: number;
  sha256: string;
  /** The first bytes, for `detectFileType`. */
  head: Uint8Array;
}

/**
 * Writes an incoming stream to a temporary file in the files folder while counting, hashing and
 * keeping its first bytes, so that nothing is held in memory and a refused upload never has a
 * file id. The caller enforces the size limit on the stream (the multipart parser truncates it).
 */
export async function receiveFile(dataDir: string, source: Readable): Promise<ReceivedFile> {
  const dir = filesDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const tempPath = path.join(dir, `.incoming-${randomBytes(12).toString('hex')}`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, inspect, createWriteStream(tempPath, { mode: 0o600, flags: 'wx' }));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, size, sha256: hash.digest('hex'), head };
}

export async function keepFile(dataDir: string, received: ReceivedFile, fileId: string): Promise<void> {
  await rename(received.tempPath, storedPath(dataDir, fileId));
}

export async function discardFile(received: ReceivedFile | undefined): Promise<void> {
  if (received) await rm(received.tempPath, { force: true });
}

/** Removes a stored file (an upload whose database row could not be written). */
export async function removeStoredFile(dataDir: string, fileId: string): Promise<void> {
  await rm(storedPath(dataDir, fileId), { force: true });
}

/** Size of a stored file on disk, or undefined when it is gone. */
export async function storedSize(dataDir: string, fileId: string): Promise<number | undefined> {
  try {
    const info = await stat(storedPath(dataDir, fileId));
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}
