import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { Code, FileUploadFields, UPLOAD_MAX_BYTES, type FilePurpose, type UploadFileType } from '@mizani/sdk/contract';
import { AppError, messageOf } from '../../http/envelope.ts';
import { describeValidation } from '../../http/errors.ts';
import { API_PREFIX, defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { Menu } from '@mizani/sdk/permissions';
import { requireStaffPermission } from '../../domain/team/access.ts';
import {
  checkFileToken,
  cleanFileName,
  contentDisposition,
  createTempUrl,
  findFile,
  findOwnedFile,
  insertFile,
  servedFileName,
} from '../../domain/files/service.ts';
import { uploadProblem } from './inspect.ts';
import { detectFileType } from '../../domain/files/sniff.ts';
import { discardFile, keepFile, newFileId, receiveFile, removeStoredFile, storedPath, storedSize, type ReceivedFile } from './store.ts';
import { fieldError, type FieldRefusal } from '../../http/errors.ts';

const PARAMETER_ERROR = messageOf(Code.PARAMETER_ERROR);
const parameterError = (detail: string) => new AppError(Code.PARAMETER_ERROR, `${PARAMETER_ERROR}: ${detail}`);
/** A refusal of the file itself, worded as the detail says, naming the file field for the apps. */
const fileRefusal = (rule: FieldRefusal['rule'], detail: string) =>
  new AppError(Code.PARAMETER_ERROR, `${PARAMETER_ERROR}: ${detail}`, 200, undefined, { field: 'file', rule } satisfies FieldRefusal);
const checkFields = Compile(FileUploadFields);

const IMAGE_TYPES: readonly UploadFileType[] = ['image/jpeg', 'image/png', 'image/webp'];

function sizeLabel(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${bytes} bytes`;
}

interface UploadParts {
  received: ReceivedFile | undefined;
  originalName: string | undefined;
  fields: Record<string, string>;
}

/**
 * Reads the form part by part, streaming the file to disk: the `purpose` field may come before or
 * after the file, and nothing larger than a field is ever held in memory.
 */
async function readUpload(request: FastifyRequest, dataDir: string, maxBytes: number): Promise<UploadParts> {
  const result: UploadParts = { received: undefined, originalName: undefined, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw fieldError(part.fieldname, 'notAllowed', 'is not allowed');
        }
        result.received = await receiveFile(dataDir, part.file);
        result.originalName = part.filename;
        if (part.file.truncated) throw fieldError('file', 'range', `is larger than ${sizeLabel(maxBytes)}`);
      } else {
        result.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    await discardFile(result.received);
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', 'range', `is larger than ${sizeLabel(maxBytes)}`);
    if (code === 'FST_FILES_LIMIT') throw parameterError('send one file per upload');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw parameterError('too many form fields');
    if (code === 'FST_PROTO_VIOLATION') throw parameterError('a form field has a reserved name');
    throw error;
  }
  return result;
}

function parsePurpose(fields: Record<string, string>): FilePurpose {
  if (!checkFields.Check(fields)) throw new AppError(Code.PARAMETER_ERROR, describeValidation([...checkFields.Errors(fields)]));
  return (fields as FileUploadFields).purpose;
}

async function upload(app: App, request: FastifyRequest): Promise<{ fileId: string }> {
  if (!request.isMultipart()) throw parameterError('send the file as multipart/form-data');
  const { dataDir } = app.config;
  const maxBytes = app.config.uploadMaxBytes ?? UPLOAD_MAX_BYTES;
  const { received, originalName, fields } = await readUpload(request, dataDir, maxBytes);
  try {
    const purpose = parsePurpose(fields);
    if (!received) throw fieldError('file', 'required', 'is required');
    if (received.size === 0) throw fieldError('file', 'range', 'is empty');
    const mime = detectFileType(received.head);
    if (!mime) throw fieldError('file', 'format', 'must be a JPEG, PNG, WebP or PDF');
    if (purpose === 'avatar' && !IMAGE_TYPES.includes(mime)) throw fileRefusal('format', 'an avatar must be a JPEG, PNG or WebP image');
    const problem = uploadProblem(mime, await readFile(received.tempPath));
    if (problem) throw fileRefusal('invalid', problem);

    const fileId = newFileId();
    await keepFile(dataDir, received, fileId);
    try {
      await insertFile(app.db, {
        id: fileId,
        ownerId: request.principal.mainUserId,
        uploadedBy: request.principal.userId,
        purpose,
        mime,
        size: received.size,
        sha256: received.sha256,
        originalName: cleanFileName(originalName),
        createdAt: new Date(),
      });
    } catch (error) {
      await removeStoredFile(dataDir, fileId);
      throw error;
    }
    return { fileId };
  } finally {
    // After keepFile the temporary name no longer exists; removing it is then a no-op.
    await discardFile(received);
  }
}

async function download(app: App, request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) {
  const check = await checkFileToken(app.db, request.params.token);
  if (!check.ok) {
    if (check.reason === 'expired') {
      throw new AppError(Code.DATA_NOT_FOUND, `${messageOf(Code.DATA_NOT_FOUND)}: the link has expired, ask for a new one`, 410);
    }
    throw new AppError(Code.DATA_NOT_FOUND, messageOf(Code.DATA_NOT_FOUND), 404);
  }
  const file = await findFile(app.db, check.fileId);
  const size = file ? await storedSize(app.config.dataDir, file.id) : undefined;
  if (!file || size === undefined) throw new AppError(Code.DATA_NOT_FOUND, messageOf(Code.DATA_NOT_FOUND), 404);

  const secondsLeft = Math.max(0, check.expires - Math.floor(Date.now() / 1000));
  return reply
    .header('content-type', file.mime)
    .header('content-length', String(size))
    // A PDF is saved rather than opened in the browser's viewer, where a document could run script
    // with the site's origin in some viewers; images are shown.
    .header('content-disposition', contentDisposition(servedFileName(file), file.mime === 'application/pdf' ? 'attachment' : 'inline'))
    .header('x-content-type-options', 'nosniff')
    // The link is someone's identity document: no shared cache keeps it, and the browser only for
    // as long as the link itself works.
    .header('cache-control', `private, max-age=${secondsLeft}`)
    .send(createReadStream(storedPath(app.config.dataDir, file.id)));
}

/**
 * Uploads (multipart, type by content, size limited, stored under DATA_DIR/files), short-lived
 * signed links for the owner and the owner's staff, and the route those links point at.
 */
/**
 * Identity documents are read with the KYC permission alone, whatever other page let the staff
 * member reach the call; an order's files go with the order pages the route lets in.
 */
const READ_PERMISSIONS_OF: Partial<Record<FilePurpose, readonly string[]>> = { kyc: [Menu.UserKyc], kyb: [Menu.UserKyc] };

export function fileRoutes(app: App): void {
  // Multipart parsing only where files are taken; everywhere else such a body stays refused.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: app.config.uploadMaxBytes ?? UPLOAD_MAX_BYTES,
        files: 1,
        fields: 4,
        parts: 6,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    defineRoute(scope as App, 'file.upload', (request) => upload(app, request));
  });

  defineRoute(app, 'user.getTempUrl', async (request) => {
    const file = await findOwnedFile(app.db, request.query.filePath, request.principal.mainUserId);
    const needs = READ_PERMISSIONS_OF[file.purpose];
    if (needs) await requireStaffPermission(request, needs);
    return createTempUrl(app.db, file.id);
  });

  // Not a call of the contract: a URL handed out by getTempUrl, read by <img> and the browser's PDF
  // viewer, which answer with the file itself rather than the envelope.
  app.get<{ Params: { token: string } }>(`${API_PREFIX}/file/:token`, (request, reply) => download(app, request, reply));
}
