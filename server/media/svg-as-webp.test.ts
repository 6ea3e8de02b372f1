import { describe, expect, it } from 'vitest';
import { acceptsWebp, createSvgAsWebp, drawnWidth, drawsText } from './svg-as-webp';

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${fill}"/></svg>`;

describe('drawn pictures as WebP', () => {
  it('draws each picture once per width and keeps only the newest ones', async () => {
    const draw = createSvgAsWebp(2);
    const red = draw('red', square('red'), 40);
    expect(draw('red', square('red'), 40)).toBe(red);
    expect(draw('red', square('red'), 80)).not.toBe(red);
    draw('blue', square('blue'), 40);
    // Three kept past a limit of two: the oldest is drawn anew.
    expect(draw('red', square('red'), 40)).not.toBe(red);
    expect((await red).subarray(8, 12).toString()).toBe('WEBP');
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
