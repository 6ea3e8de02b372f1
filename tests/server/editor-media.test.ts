import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { imageWorkLoad, MAX_PIXELS } from '../../server/services/media/process-image';
import { signedInHeaders, STAFF } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

// Issue 21, item 5: images uploaded from the editor are checked (type read from the bytes, size),
// stripped of metadata, made in the store's sizes as WebP and in their own format, served under
// /s/media/{size}/…, and listed for the image widget.
const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';

/** A JPEG with EXIF (a camera and GPS) and a rotation in it (stored 3000 × 2000, shown upright), as phones make them. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'Secret model' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();

describe.each(databaseKinds(postgresUrl))('images uploaded from the page editor on %s', (kind) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    const as = async (who: string) => ({ 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', who)) });
    [editor, viewer] = [await as(STAFF.editor), await as(STAFF.viewer)];
  });
  afterAll(() => t.close());

  const upload = async (body: Buffer | string, name: string, who = editor, type = 'image/jpeg') =>
    t.app.inject({
      method: 'POST',
      url: '/s/api/builder/media',
      headers: { ...who, 'content-type': type, 'x-file-name': encodeURIComponent(name) },
      payload: body,
    });
  const media = (path: string, accept = 'image/avif,image/webp,*/*') =>
    t.app.inject({ method: 'GET', url: path, headers: { 'x-web-url': ORIGIN, accept } });

  it('stores a photo upright, without its metadata, in each size as WebP and as JPEG', async () => {
    const res = await upload(await photo(3000, 2000), 'Monsoon Sale Banner.JPG');
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ original_name: 'Monsoon Sale Banner.JPG', content_type: 'image/jpeg', width: 2000, height: 3000 });
    expect(file.name).toMatch(/^monsoon-sale-banner-[0-9a-f]{12}\.jpg$/);
    for (const [size, width] of [
      ['small', 400],
      ['medium', 800],
      ['large', 1600],
    ] as const) {
      const webp = await media(`/s/media/${size}/${file.name}`);
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toBe('Accept');
      const jpeg = await media(`/s/media/${size}/${file.name}`, 'image/jpeg,*/*');
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(jpeg.rawPayload).metadata();
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width * 1.5);
      expect(meta.exif).toBeUndefined();
      expect((await sharp(webp.rawPayload).metadata()).exif).toBeUndefined();
    }
    expect((await media(`/s/media/medium/${file.name}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never enlarges a small image, and lists uploads newest first with search, for view-only staff too', async () => {
    const small = await sharp({ create: { width: 120, height: 90, channels: 4, background: '#ff9800' } })
      .png()
      .toBuffer();
    const logo = (await upload(small, 'मानसून logo.png', editor, 'image/png')).json();
    expect(logo.name).toMatch(/^logo-[0-9a-f]{12}\.png$/);
    expect((await sharp((await media(`/s/media/large/${logo.name}`, '*/*')).rawPayload).metadata()).width).toBe(120);
    // The same image again is the same file.
    expect((await upload(small, 'again.png', editor, 'image/png')).json().name).toBe(logo.name);
    const list = async (q: string, who = editor) =>
      (await t.app.inject({ method: 'GET', url: `/s/api/builder/media?q=${encodeURIComponent(q)}`, headers: who })).json().files;
    expect((await list('', viewer))[0].name).toBe(logo.name);
    expect((await list('मानसून')).map((f: { name: string }) => f.name)).toEqual([logo.name]);
    expect(await list('100%_\\')).toEqual([]);
  });

  it('takes an AVIF as the docs say (issue 36: sharp calls it heif, and it was refused)', async () => {
    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e7d32' } })
      .avif()
      .toBuffer();
    const res = await upload(avif, 'Festive.avif', editor, 'image/avif');
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toMatch(/^festive-[0-9a-f]{12}\.avif$/);
    const served = await media(`/s/media/small/${res.json().name}`, 'image/avif');
    expect(served.headers['content-type']).toBe('image/avif');
    expect((await sharp(served.rawPayload).metadata()).compression).toBe('av1');
  });

  it.each([
    ['text', Buffer.from('hello, not an image'), 'text/plain'],
    ['an SVG (it could carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), 'image/png'],
    ['a damaged JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]), 'image/jpeg'],
    ['nothing', Buffer.alloc(0), 'image/jpeg'],
  ])('refuses %s, stores nothing', async (_, body, type) => {
    const res = await upload(body, 'x.jpg', editor, type);
    expect([400, 415]).toContain(res.statusCode);
    expect(res.json().message).toBeTruthy();
  });

  it('refuses a file over 8 MB, view-only staff, shoppers and guests', async () => {
    const huge = await upload(Buffer.alloc(8 * 1024 * 1024 + 1, 1), 'huge.jpg');
    expect(huge.statusCode).toBe(413);
    expect((await upload(await photo(10, 10), 'v.jpg', viewer)).statusCode).toBe(403);
    const shopper = { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210')) };
    expect((await upload(await photo(10, 10), 's.jpg', shopper)).statusCode).toBe(403);
    // Who may upload is settled before the body is read: a shopper's 8 MB is refused as theirs, not as too big.
    const shoppersHuge = await upload(Buffer.alloc(8 * 1024 * 1024 + 1, 1), 'huge.jpg', shopper);
    expect(shoppersHuge.statusCode).toBe(403);
    expect(shoppersHuge.json().message).toBe('You do not have permission to edit this website');
    expect((await media('/s/media/medium/nothing-0123456789ab.jpg')).statusCode).toBe(404);
    expect((await media('/s/media/huge/anything-0123456789ab.jpg')).statusCode).toBe(404);
  });

  it('takes eight uploads of the same image at once as one file (issue 36: they shared a partial file, 500s)', async () => {
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3949ab' } })
      .png()
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(bytes, 'same.png', editor, 'image/png')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const names = new Set(answers.map((a) => a.json().name));
    expect(names.size).toBe(1);
    expect((await media(`/s/media/small/${[...names][0]}`)).statusCode).toBe(200);
  });

  it.each([
    ['a NUL', 'bad%00name.png'],
    ['a tab', 'bad%09name.png'],
    ['a delete character', 'bad%7Fname.png'],
  ])('refuses %s in X-File-Name before writing anything (issue 36: files were served but not listed)', async (_, encoded) => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#00897b' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/s/api/builder/media',
      headers: { ...editor, 'content-type': 'image/png', 'x-file-name': encoded },
      payload: bytes,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('X-File-Name');
    const name = `bad-name-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.png`;
    expect((await media(`/s/media/small/${name}`)).statusCode).toBe(404);
  });

  it('processes two uploads at a time, the others waiting their turn, and names the pixel limit when it refuses (issue 36: four large images at once took 1 GB)', async () => {
    const large = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#6d4c41' } })
      .png()
      .toBuffer();
    const seen: { active: number; waiting: number }[] = [];
    const sampler = setInterval(() => seen.push(imageWorkLoad()), 5);
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((n) => upload(Buffer.concat([large, Buffer.from(n)]), `${n}.png`, editor, 'image/png')),
    );
    clearInterval(sampler);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(Math.max(...seen.map((s) => s.active))).toBe(2);
    expect(Math.max(...seen.map((s) => s.waiting))).toBeGreaterThan(0);
    expect(imageWorkLoad()).toEqual({ active: 0, waiting: 0 });
    // Over the limit: refused with the limit in the message (its header is read, its pixels never decoded).
    const side = Math.ceil(Math.sqrt(MAX_PIXELS)) + 1;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(bomb, 'bomb.png', editor, 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('40 megapixels');
  });
});
