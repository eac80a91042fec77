import { Type, type Static } from 'typebox';
import { FILE_PURPOSES } from '../enums.ts';
import { FileId } from './primitives.ts';

/**
 * `/user/file/upload` is multipart/form-data with two parts: `file` (the bytes; JPEG, PNG, WebP or
 * PDF by content, at most UPLOAD_MAX_BYTES) and `purpose`. The JSON body validation of the route
 * sees no body, so the endpoint's `body` is `Empty`; the server checks the text parts with this.
 */
export const FileUploadFields = Type.Object({ purpose: Type.Enum(FILE_PURPOSES) }, { additionalProperties: false });
export type FileUploadFields = Static<typeof FileUploadFields>;

export const FileUploadResult = Type.Object({ fileId: FileId });
export type FileUploadResult = Static<typeof FileUploadResult>;
