import { UPLOAD_MAX_BYTES } from '@mizani/sdk';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, fileTypeOf, IMAGE_TYPES, uploadProblem } from './file-upload.ts';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('fileTypeOf', () => {
  it('trusts the reported type and guesses from the name when there is none', () => {
    expect(fileTypeOf(file('x.bin', 'image/png'))).toBe('image/png');
    expect(fileTypeOf(file('scan.PDF', ''))).toBe('application/pdf');
    expect(fileTypeOf(file('photo.jpeg', ''))).toBe('image/jpeg');
    expect(fileTypeOf(file('notes', ''))).toBe('');
  });
});

describe('uploadProblem', () => {
  it('refuses types the purpose does not take', () => {
    expect(uploadProblem(file('a.pdf', 'application/pdf'), IMAGE_TYPES)).toBe('type');
    expect(uploadProblem(file('a.pdf', 'application/pdf'), DOCUMENT_TYPES)).toBeNull();
    expect(uploadProblem(file('a.gif', 'image/gif'), DOCUMENT_TYPES)).toBe('type');
  });

  it('refuses what is over the server limit, and takes what is exactly at it', () => {
    expect(uploadProblem(file('a.jpg', 'image/jpeg', UPLOAD_MAX_BYTES + 1), DOCUMENT_TYPES)).toBe('tooLarge');
    expect(uploadProblem(file('a.jpg', 'image/jpeg', UPLOAD_MAX_BYTES), DOCUMENT_TYPES)).toBeNull();
  });
});
