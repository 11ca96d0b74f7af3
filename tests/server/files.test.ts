// Image upload and download (docs/architecture.md): type by content, 5 MB limit, idempotent by id,
// stored in the database and served only to signed-in users.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { IMAGES, imageUpload, multipart } from '../../devkit/images.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';

describe.each(PGLITE_ONLY)('files (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let worker: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'));
    worker = await t.newUser(uniqueEmail('worker'));
  });
  afterAll(() => t.close());

  const upload = (token: string, body: ReturnType<typeof multipart>) =>
    t.as(token, { method: 'POST', url: '/api/files', ...body });
  const fileCount = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).rows[0]!.n;

  it.each(Object.entries(IMAGES))(
    'stores a %s and serves it back byte for byte',
    async (name, data) => {
      // The declared type is deliberately wrong: the content decides.
      const res = await upload(worker.token, imageUpload(data, {}, 'application/octet-stream'));
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: `/api/files/${body.id}`,
        mime: `image/${name}`,
        size: data.length,
      });
      const got = await t.as(worker.token, { method: 'GET', url: body.url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(`image/${name}`);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.rawPayload.equals(data)).toBe(true);
      // <img> cannot send headers: the token may come as ?token=.
      const viaQuery = await t.request({ method: 'GET', url: `${body.url}?token=${worker.token}` });
      expect(viaQuery.statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: body.url })).statusCode).toBe(401);
    },
  );

  it('treats a repeated upload with the same id as the same file (offline retries)', async () => {
    const id = randomUUID();
    const first = await upload(worker.token, imageUpload(IMAGES.png, { id }));
    expect(first.statusCode).toBe(201);
    const before = await fileCount();
    const again = await upload(worker.token, imageUpload(IMAGES.png, { id: id.toUpperCase() }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await fileCount()).toBe(before);
    const stolen = await upload(admin.token, imageUpload(IMAGES.gif, { id }));
    expect(stolen.statusCode).toBe(409);
    expect(
      (await t.as(worker.token, { method: 'GET', url: `/api/files/${id}` })).headers[
        'content-type'
      ],
    ).toBe('image/png');
  });

  it('refuses what is not an accepted image, whatever its name and declared type', async () => {
    const before = await fileCount();
    const fakes = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('%PDF-1.7'),
      Buffer.from('BM\x00\x00bitmap'),
      IMAGES.png.subarray(0, 4),
    ];
    for (const data of fakes) {
      const res = await upload(worker.token, imageUpload(data, {}, 'image/png'));
      expectErrorBody(res);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ file: 'errors.imageType' });
    }
    expect(await fileCount()).toBe(before);
  });

  it('refuses bad forms with 4xx JSON and stores nothing', async () => {
    const before = await fileCount();
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(5 * 1024 * 1024)]);
    const cases: [string, ReturnType<typeof multipart>, number][] = [
      ['over 5 MB', imageUpload(big), 413],
      ['no file', multipart([{ name: 'id', value: randomUUID() }]), 400],
      ['empty file', imageUpload(Buffer.alloc(0)), 400],
      ['bad id', imageUpload(IMAGES.png, { id: 'not-a-uuid' }), 400],
      ['bad scope', imageUpload(IMAGES.png, { scope: 'A B' }), 400],
      [
        'two files',
        multipart([
          { name: 'file', filename: 'a.png', type: 'image/png', data: IMAGES.png },
          { name: 'file', filename: 'b.png', type: 'image/png', data: IMAGES.png },
        ]),
        413,
      ],
      [
        'file under another name',
        multipart([{ name: 'photo', filename: 'a.png', type: 'image/png', data: IMAGES.png }]),
        400,
      ],
      [
        'JSON instead of a form',
        { payload: Buffer.from('{"file":"x"}'), headers: { 'content-type': 'application/json' } },
        415,
      ],
      [
        'broken multipart',
        {
          payload: Buffer.from('--x\r\nnonsense'),
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        },
        400,
      ],
    ];
    for (const [label, body, status] of cases) {
      const res = await upload(worker.token, body);
      expectErrorBody(res, label);
      expect(res.statusCode, label).toBe(status);
    }
    expect(await fileCount()).toBe(before);
  });

  it('answers unknown file ids with 404 and malformed ones with 400', async () => {
    for (const [id, status] of [
      [randomUUID(), 404],
      ['nope', 400],
      ['..%2F..%2Fetc%2Fpasswd', 400],
    ] as const) {
      const res = await t.as(worker.token, { method: 'GET', url: `/api/files/${id}` });
      expectErrorBody(res, id);
      expect(res.statusCode).toBe(status);
    }
  });
});
