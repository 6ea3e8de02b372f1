import { describe, expect, it } from 'vitest';
import type { MediaStore } from './media-store';
import { acceptsWebp, createSvgAsWebp, drawnWidth, drawsText } from './svg-as-webp';

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${fill}"/></svg>`;

describe('drawn pictures as WebP', () => {
  it('draws each picture once per width and keeps only the newest ones', async () => {
    const draw = createSvgAsWebp(null, 2);
    const red = draw('red', square('red'), 40);
    expect(draw('red', square('red'), 40)).toBe(red);
    expect(draw('red', square('red'), 80)).not.toBe(red);
    draw('blue', square('blue'), 40);
    // Three kept past a limit of two: the oldest is drawn anew.
    expect(draw('red', square('red'), 40)).not.toBe(red);
    expect((await red).subarray(8, 12).toString()).toBe('WEBP');
  });

  it('keeps what it drew in the media store, so another process (or a restart) reads it instead of drawing again', async () => {
    const files = new Map<string, Buffer>();
    const store: MediaStore = {
      put: async (website, size, file, body) => void files.set(`${website}/${size}/${file}`, body),
      get: async (website, size, file) => files.get(`${website}/${size}/${file}`) ?? null,
      remove: async () => undefined,
    };
    const first = await createSvgAsWebp(store)('red', square('red'), 40);
    expect([...files.keys()]).toEqual([expect.stringMatching(/^0\/drawn\/[\w-]{32}-40\.webp$/)]);
    // A file stored under that name is what a new process sends: it does not draw.
    const [name] = files.keys();
    files.set(name as string, Buffer.from('kept'));
    expect((await createSvgAsWebp(store)('red', square('red'), 40)).toString()).toBe('kept');
    expect(first.subarray(8, 12).toString()).toBe('WEBP');
    // Another picture, or another width, is another file.
    await createSvgAsWebp(store)('red', square('red'), 80);
    await createSvgAsWebp(store)('blue', square('blue'), 40);
    expect(files.size).toBe(3);
  });

  it('draws a picture that failed once again next time', async () => {
    const draw = createSvgAsWebp();
    await expect(draw('broken', '<svg', 40)).rejects.toThrow();
    await expect(draw('broken', square('green'), 40)).resolves.toBeInstanceOf(Buffer);
  });

  it('reads WebP from an Accept header', () => {
    expect(acceptsWebp('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe(true);
    expect(acceptsWebp('image/svg+xml,*/*')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });

  it('draws a picture three times the width it declares, within a limit', () => {
    expect(drawnWidth('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">', 720)).toBe(192);
    expect(drawnWidth('<svg width="16px" height="16px">', 720)).toBe(48);
    expect(drawnWidth('<svg width="1200">', 720)).toBe(720);
    // A picture that declares no width (or only its rectangle's) is drawn at the limit.
    expect(drawnWidth(square('red'), 720)).toBe(720);
  });

  it('knows a picture that draws text', () => {
    expect(drawsText('<svg><text x="1">Sale</text></svg>')).toBe(true);
    expect(drawsText(square('red'))).toBe(false);
  });
});
