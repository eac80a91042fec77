import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { checkFileToken, cleanFileName, contentDisposition, createTempUrl } from '../../domain/files/service.ts';
import { detectFileType } from '../../domain/files/sniff.ts';
import { JPEG, multipart, PDF, PNG, TEXT, upload, uploadId, WEBP } from './test-files.ts';

let dataDir: string;
let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-files-'));
  t = await createTestApp({ config: { dataDir } });
  owner = await createTestUser(t.db);
  staff = await createTestUser(t.db, { parentId: owner.userId, phone: null });
  stranger = await createTestUser(t.db);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const filesOnDisk = async () => readdir(path.join(dataDir, 'files')).catch(() => [] as string[]);
const row = async (fileId: string) =>
  (
    await t.db.query<{ owner_id: number; uploaded_by: number; purpose: string; mime: string; size: string; sha256: string; original_name: string }>(
      'SELECT owner_id, uploaded_by, purpose, mime, size, sha256, original_name FROM file_object WHERE id = $1',
      [fileId],
    )
  ).rows[0];

const tempUrl = (token: string, filePath: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/getTempUrl?filePath=${encodeURIComponent(filePath)}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('detectFileType', () => {
  it('knows the accepted types by their first bytes', () => {
    expect(detectFileType(PNG)).toBe('image/png');
    expect(detectFileType(JPEG)).toBe('image/jpeg');
    expect(detectFileType(WEBP)).toBe('image/webp');
    expect(detectFileType(PDF)).toBe('application/pdf');
  });

  it('refuses everything else, including look-alikes', () => {
    expect(detectFileType(TEXT)).toBeUndefined();
    expect(detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectFileType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeUndefined();
    expect(detectFileType(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(detectFileType(PNG.subarray(0, 8))).toBeUndefined();
    expect(detectFileType(new Uint8Array())).toBeUndefined();
  });
});

describe('upload', () => {
  it('stores a PNG named .pdf as a PNG, outside any web root, with its hash and owner', async () => {
    const reply = await upload(t.app, owner.token, { data: PNG, filename: 'passport.pdf', type: 'application/pdf' }, 'kyc');
    expect(reply.code).toBe(200);
    const fileId = reply.data!.fileId;
    expect(fileId).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const stored = await row(fileId);
    expect(stored).toEqual({
      owner_id: owner.userId,
      uploaded_by: owner.userId,
      purpose: 'kyc',
      mime: 'image/png',
      size: String(PNG.length),
      sha256: createHash('sha256').update(PNG).digest('hex'),
      original_name: 'passport.pdf',
    });
    const onDisk = path.join(dataDir, 'files', fileId);
    expect(await readFile(onDisk)).toEqual(PNG);
    expect((await stat(onDisk)).mode & 0o777).toBe(0o600);
  });

  it('takes JPEG, WebP and PDF by content, whatever the name says', async () => {
    for (const [data, mime] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      [PDF, 'application/pdf'],
    ] as const) {
      const fileId = await uploadId(t.app, owner.token, 'kyb', { data, filename: 'document' });
      expect((await row(fileId))?.mime).toBe(mime);
    }
  });

  it('refuses a text file named .jpg with -1008 and keeps nothing', async () => {
    const before = await filesOnDisk();
    const reply = await upload(t.app, owner.token, { data: TEXT, filename: 'id-front.jpg', type: 'image/jpeg' }, 'kyc');
    expect(reply).toEqual({ code: -1008, msg: 'Parameter error: file must be a JPEG, PNG, WebP or PDF', data: { field: 'file', rule: 'format' } });
    expect(await filesOnDisk()).toEqual(before);
  });

  it('takes a file of exactly the size limit and refuses one byte more, keeping nothing', async () => {
    const atLimit = Buffer.alloc(UPLOAD_MAX_BYTES, 0x20);
    PNG.copy(atLimit);
    expect((await upload(t.app, owner.token, { data: atLimit, filename: 'scan.png' }, 'kyc')).code).toBe(200);

    const before = await filesOnDisk();
    const over = Buffer.concat([atLimit, Buffer.from([0x20])]);
    const reply = await upload(t.app, owner.token, { data: over, filename: 'scan.png' }, 'kyc');
    expect(reply).toEqual({ code: -1008, msg: 'Parameter error: file is larger than 5 MiB', data: { field: 'file', rule: 'range' } });
    expect(await filesOnDisk()).toEqual(before);
  });

  it('takes its size limit from the configuration', async () => {
    const small = await createTestApp({ config: { dataDir, uploadMaxBytes: 2048 } });
    try {
      const user = await createTestUser(small.db);
      const big = Buffer.concat([PNG, Buffer.alloc(2048 - PNG.length + 1)]);
      expect(await upload(small.app, user.token, { data: big, filename: 'scan.png' })).toEqual({
        code: -1008,
        msg: 'Parameter error: file is larger than 2048 bytes',
        data: { field: 'file', rule: 'range' },
      });
      expect((await upload(small.app, user.token, { data: big.subarray(0, 2048), filename: 'scan.png' })).code).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('names what is wrong with the form', async () => {
    expect((await upload(t.app, owner.token, { data: PNG, filename: 'a.png' }, null)).msg).toBe('Parameter error: purpose is required');
    expect((await upload(t.app, owner.token, { data: PNG, filename: 'a.png' }, 'selfie')).msg).toBe(
      'Parameter error: purpose must be one of "avatar", "kyc", "kyb", "order"',
    );
    expect((await upload(t.app, owner.token, undefined, 'kyc')).msg).toBe('Parameter error: file is required');
    expect((await upload(t.app, owner.token, { data: Buffer.alloc(0), filename: 'a.png' }, 'kyc')).msg).toBe('Parameter error: file is empty');
    expect(await upload(t.app, owner.token, { data: PDF, filename: 'me.pdf' }, 'avatar')).toMatchObject({
      msg: 'Parameter error: an avatar must be a JPEG, PNG or WebP image',
      data: { field: 'file', rule: 'format' },
    });

    const extra = await multipart([
      { name: 'purpose', value: 'kyc' },
      { name: 'note', value: 'hello' },
      { name: 'file', value: { data: PNG, filename: 'a.png' } },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/file/upload', ...extra, headers: { ...extra.headers, authorization: `Bearer ${owner.token}` } });
    expect(res.json()).toMatchObject({ code: -1008, msg: 'Parameter error: note is not allowed' });

    const two = await multipart([
      { name: 'purpose', value: 'kyc' },
      { name: 'file', value: { data: PNG, filename: 'a.png' } },
      { name: 'file', value: { data: PNG, filename: 'b.png' } },
    ]);
    const res2 = await t.app.inject({ method: 'POST', url: '/api/user/file/upload', ...two, headers: { ...two.headers, authorization: `Bearer ${owner.token}` } });
    expect(res2.json()).toMatchObject({ code: -1008, msg: 'Parameter error: send one file per upload' });
  });

  it('wants multipart and a session', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/file/upload',
      payload: {},
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(json.json()).toMatchObject({ code: -1008, msg: 'Parameter error: send the file as multipart/form-data' });
    const { payload, headers } = await multipart([{ name: 'purpose', value: 'kyc' }]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/user/file/upload', payload, headers });
    expect(anonymous.json().code).toBe(-1001);
  });

  it("files uploaded by staff belong to the main account", async () => {
    const fileId = await uploadId(t.app, staff.token, 'kyc');
    expect(await row(fileId)).toMatchObject({ owner_id: owner.userId, uploaded_by: staff.userId });
  });

  it('leaves no temporary files behind', async () => {
    expect((await filesOnDisk()).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

describe('temporary URLs', () => {
  let fileId: string;
  beforeAll(async () => {
    fileId = await uploadId(t.app, owner.token, 'kyc', { data: PNG, filename: 'Kitambulisho cha Taifa.pdf' });
  });

  it('gives the owner a link that works for five minutes and serves the file as what it is', async () => {
    const before = Date.now();
    const res = await tempUrl(owner.token, fileId);
    const elapsed = Date.now() - before;
    const { code, data } = res.json() as { code: number; data: { url: string; expireTime: string } };
    expect(code).toBe(200);
    expect(data.url).toMatch(new RegExp(`^/api/file/${fileId}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    // The expiry is whole seconds from the moment the server signed it, which is up to `elapsed`
    // after `before`.
    const lifetime = Date.parse(data.expireTime) - before;
    expect(lifetime).toBeGreaterThan(299_000);
    expect(lifetime).toBeLessThanOrEqual(300_000 + elapsed);

    const file = await t.app.inject({ method: 'GET', url: data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Kitambulisho cha Taifa.png"; filename*=UTF-8''Kitambulisho%20cha%20Taifa.png`,
    );
    expect(file.headers['cache-control']).toMatch(/^private, max-age=(29\d|300)$/);
    expect(file.rawPayload).toEqual(PNG);
  });

  it("gives the owner's staff a link too", async () => {
    expect((await tempUrl(staff.token, fileId)).json().code).toBe(200);
  });

  it("answers another user's file as one that does not exist", async () => {
    expect((await tempUrl(stranger.token, fileId)).json()).toEqual({ code: -1007, msg: 'Data does not exist', data: null });
    expect((await tempUrl(owner.token, 'A'.repeat(32))).json().code).toBe(-1007);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/getTempUrl?filePath=${fileId}` })).json().code).toBe(-1001);
  });

  it('stops working when the link expires: 410 with the envelope', async () => {
    const old = await createTempUrl(t.db, fileId, new Date(Date.now() - 301_000));
    const res = await t.app.inject({ method: 'GET', url: old.url });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ code: -1007, msg: 'Data does not exist: the link has expired, ask for a new one', data: null });

    const almost = await createTempUrl(t.db, fileId, new Date(Date.now() - 290_000));
    expect((await t.app.inject({ method: 'GET', url: almost.url })).statusCode).toBe(200);
  });

  it('refuses a link that was tampered with or made up: 404 with the envelope', async () => {
    const { url } = await createTempUrl(t.db, fileId);
    const [, expires, signature] = url.slice('/api/file/'.length).split('.') as [string, string, string];
    const later = `/api/file/${fileId}.${Number(expires) + 3600}.${signature}`;
    const otherFile = `/api/file/${'B'.repeat(32)}.${expires}.${signature}`;
    const flipped = `/api/file/${fileId}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [later, otherFile, flipped, '/api/file/nothing', `/api/file/${fileId}`]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect({ bad, status: res.statusCode, body: res.json() }).toEqual({
        bad,
        status: 404,
        body: { code: -1007, msg: 'Data does not exist', data: null },
      });
    }
  });

  it('tells an expired link from a forged one only after checking the signature', async () => {
    expect(await checkFileToken(t.db, `${fileId}.1.${'x'.repeat(43)}`)).toEqual({ ok: false, reason: 'invalid' });
    const old = await createTempUrl(t.db, fileId, new Date(0), 1);
    expect(await checkFileToken(t.db, old.url.slice('/api/file/'.length))).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('names', () => {
  it('keeps only the base name, without control characters', () => {
    expect(cleanFileName('C:\\Users\\amani\\id.png')).toBe('id.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName('   ')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
  });

  it('offers a name no header can be broken with', () => {
    expect(contentDisposition('营业执照 "final";.png')).toBe(
      `inline; filename="____ _final__.png"; filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7%20%22final%22%3B.png`,
    );
  });
});

describe('what an upload holds beyond its first bytes', () => {
  const refusedWith = async (data: Buffer, filename: string, message: string) =>
    expect(await upload(t.app, owner.token, { data, filename }, 'kyc')).toEqual({ code: -1008, msg: `Parameter error: ${message}`, data: { field: 'file', rule: 'invalid' } });

  const pngOfSize = (width: number, height: number) => {
    const copy = Buffer.from(PNG);
    copy.writeUInt32BE(width, 16);
    copy.writeUInt32BE(height, 20);
    return copy;
  };
  const jpegOfSize = (width: number, height: number) => {
    const copy = Buffer.from(JPEG);
    // The frame header (SOF2 here) holds height then width.
    const sof = copy.indexOf(Buffer.from([0xff, 0xc2]));
    copy.writeUInt16BE(height, sof + 5);
    copy.writeUInt16BE(width, sof + 7);
    return copy;
  };

  it('refuses images that declare more than 20,000 pixels a side or 100 megapixels, and takes large ordinary ones', async () => {
    const tooLarge = 'the image is larger than 20000 x 20000 pixels or 100 megapixels';
    await refusedWith(pngOfSize(50_000, 50_000), 'bomb.png', tooLarge);
    await refusedWith(pngOfSize(20_000, 6_000), 'wide.png', tooLarge);
    await refusedWith(jpegOfSize(65_000, 65_000), 'bomb.jpg', tooLarge);
    await refusedWith(pngOfSize(0, 1), 'empty.png', 'the image has no size');
    expect((await upload(t.app, owner.token, { data: pngOfSize(4_000, 3_000), filename: 'photo.png' }, 'kyc')).code).toBe(200);
    expect((await upload(t.app, owner.token, { data: jpegOfSize(6_000, 8_000), filename: 'scan.jpg' }, 'kyc')).code).toBe(200);
  });

  it('refuses truncated images', async () => {
    await refusedWith(PNG.subarray(0, PNG.length - 12), 'cut.png', 'the image is incomplete');
    await refusedWith(JPEG.subarray(0, JPEG.length - 2), 'cut.jpg', 'the image is incomplete');
    await refusedWith(WEBP.subarray(0, WEBP.length - 4), 'cut.webp', 'the image is incomplete');
  });

  it('refuses PDFs with script or actions that run on opening, however they are spelt or packed', async () => {
    const withObject = (object: string) => Buffer.from(PDF.toString('latin1').replace('trailer', `${object}\ntrailer`), 'latin1');
    const refused = 'a PDF with script or actions is not accepted';
    await refusedWith(withObject('4 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj'), 'script.pdf', refused);
    await refusedWith(withObject('4 0 obj<</OpenAction 5 0 R>>endobj'), 'open.pdf', refused);
    await refusedWith(withObject('4 0 obj<</AA<</O 5 0 R>>>>endobj'), 'aa.pdf', refused);
    await refusedWith(withObject('4 0 obj<</S/Launch/F(cmd.exe)>>endobj'), 'launch.pdf', refused);
    await refusedWith(withObject('4 0 obj<</S/J#61vaScript>>endobj'), 'escaped.pdf', refused);
    const { deflateSync } = await import('node:zlib');
    const packed = deflateSync(Buffer.from('<</S/JavaScript/JS(app.alert(1))>>'));
    const stream = Buffer.concat([
      Buffer.from(`4 0 obj<</Type/ObjStm/Filter/FlateDecode/Length ${packed.length}>>stream\n`, 'latin1'),
      packed,
      Buffer.from('\nendstream endobj\n', 'latin1'),
    ]);
    const [head, tail] = PDF.toString('latin1').split('trailer') as [string, string];
    await refusedWith(Buffer.concat([Buffer.from(head, 'latin1'), stream, Buffer.from(`trailer${tail}`, 'latin1')]), 'packed.pdf', refused);
    // A word in the text is not a name: a page may well say JavaScript.
    expect((await upload(t.app, owner.token, { data: withObject('4 0 obj(About JavaScript and AA batteries)endobj'), filename: 'text.pdf' }, 'kyc')).code).toBe(200);
  });

  it('refuses a truncated PDF, and serves PDFs as attachments', async () => {
    await refusedWith(PDF.subarray(0, PDF.length - 7), 'cut.pdf', 'the PDF is incomplete');
    const fileId = await uploadId(t.app, owner.token, 'kyc', { data: PDF, filename: 'statement.pdf' });
    const link = (await tempUrl(owner.token, fileId)).json() as { data: { url: string } };
    const file = await t.app.inject({ method: 'GET', url: link.data.url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="statement.pdf"; filename*=UTF-8''statement.pdf`);
  });
});
