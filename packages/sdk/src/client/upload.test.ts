import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../session/session.ts';
import { envelope, fakeClient, httpError, networkError } from '../test-fixtures.ts';
import { ApiError } from './api-error.ts';
import type { UploadProgress } from './client.ts';

function form(): FormData {
  const data = new FormData();
  data.append('purpose', 'kyc');
  data.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'id-front.png');
  return data;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('upload', () => {
  it('posts the form data to the upload call with the bearer token and returns the data', async () => {
    setToken('tok-9');
    const server = fakeClient(envelope({ fileId: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' }));
    const data = form();
    const result = await server.api.upload('file.upload', data);
    expect(result).toEqual({ fileId: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' });
    const sent = server.last();
    expect(sent.method).toBe('post');
    expect(sent.url).toBe('/user/file/upload');
    expect(sent.data).toBe(data);
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it('reports progress with a percentage when the size is known', async () => {
    const server = fakeClient((config) => {
      config.onUploadProgress?.({ loaded: 250, total: 1000, bytes: 250, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 1000, total: 1000, bytes: 750, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 40, bytes: 40, lengthComputable: false });
      return envelope({ fileId: 'x' })(config);
    });
    const seen: UploadProgress[] = [];
    await server.api.upload('file.upload', form(), (progress) => seen.push(progress));
    expect(seen).toEqual([
      { loaded: 250, total: 1000, percent: 25 },
      { loaded: 1000, total: 1000, percent: 100 },
      { loaded: 40 },
    ]);
  });

  it('is not refused as a duplicate when the same form is sent twice at once', async () => {
    const server = fakeClient(envelope({ fileId: 'x' }));
    const data = form();
    await Promise.all([server.api.upload('file.upload', data), server.api.upload('file.upload', data)]);
    expect(server.requests).toHaveLength(2);
  });

  it('turns a refusal into an ApiError with the message of the code table', async () => {
    const server = fakeClient(envelope(null, -1008, 'Parameter error: file must be a JPEG, PNG, WebP or PDF'));
    const error = await server.api.upload('file.upload', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(-1008);
    expect((error as ApiError).serverMessage).toBe('Parameter error: file must be a JPEG, PNG, WebP or PDF');
    expect(server.notify).toHaveBeenCalledWith({ type: 'error', message: 'Parameter error' });
  });

  it('handles transport failures the way every call does', async () => {
    const server = fakeClient(httpError(502));
    const error = (await server.api.upload('file.upload', form()).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);

    setToken('tok-dead');
    server.reply(networkError);
    const network = (await server.api.upload('file.upload', form(), undefined, { silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(network.kind).toBe('network');
    expect(server.navigate).toHaveBeenCalledWith('/login');
  });
});

describe('api.file.upload', () => {
  it('is upload of the file call', async () => {
    const server = fakeClient(envelope({ fileId: 'y' }));
    const seen: UploadProgress[] = [];
    server.reply((config) => {
      config.onUploadProgress?.({ loaded: 5, total: 10, bytes: 5, lengthComputable: true });
      return envelope({ fileId: 'y' })(config);
    });
    expect(await server.api.file.upload(form(), (p) => seen.push(p))).toEqual({ fileId: 'y' });
    expect(server.last().url).toBe('/user/file/upload');
    expect(seen).toEqual([{ loaded: 5, total: 10, percent: 50 }]);
  });
});
