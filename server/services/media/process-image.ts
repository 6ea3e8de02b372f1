import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS, type ImageSize as ImageSizeName } from '../../../contract/image-url';

/** The formats an upload may be in, by the format sharp finds in the bytes (never by what the browser said). */
const FORMATS = {
  jpeg: { type: 'image/jpeg', ext: 'jpg' },
  png: { type: 'image/png', ext: 'png' },
  webp: { type: 'image/webp', ext: 'webp' },
  gif: { type: 'image/gif', ext: 'gif' },
  avif: { type: 'image/avif', ext: 'avif' },
} as const;
type Format = keyof typeof FORMATS;

/** At most this many bytes an upload, and this many pixels an image (a decompression bomb stops here). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;

// A 40-megapixel image takes about 300 MB to decode and resize: four at once took a server from 622 MB
// to 1.08 GB (issue 36). Two at a time, the others waiting their turn; and libvips keeps no cache of
// decoded images between uploads, so that memory is returned once each is done.
const IMAGE_WORK_AT_ONCE = 2;
const imageWork = pLimit(IMAGE_WORK_AT_ONCE);
sharp.cache(false);

/** Uploads being processed now, and waiting their turn (for monitoring and tests). */
export const imageWorkLoad = () => ({ active: imageWork.activeCount, waiting: imageWork.pendingCount });

/** One processed upload: its name, what it is, and its files (each size in its own format and as WebP). */
export interface ProcessedImage {
  name: string;
  contentType: string;
  width: number;
  height: number;
  files: { size: ImageSizeName; file: string; body: Buffer }[];
}

/** A file name from what the owner's file was called: lower-case words and digits, at most 40 characters. */
export function slugOf(original: string): string {
  const base = original
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'image';
}

/**
 * Checks an upload and makes the store's sizes of it: the format read from the bytes (JPEG, PNG, WebP,
 * GIF or AVIF; SVG and anything else refused), turned upright, every size no wider than its width
 * (never enlarged), each in the original format and as WebP, all metadata (EXIF, GPS, ICC) dropped.
 */
export function processImage(body: Buffer, originalName: string): Promise<ProcessedImage | { problem: string }> {
  return imageWork(() => processNow(body, originalName));
}

async function processNow(body: Buffer, originalName: string): Promise<ProcessedImage | { problem: string }> {
  let meta: Metadata;
  try {
    // The header alone (no pixels are decoded here): unlimited, so that a too large image is named as such.
    meta = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    return { problem: 'This file is not an image the store can use (JPEG, PNG, WebP, GIF or AVIF)' };
  }
  // sharp names AVIF's container "heif" (issue 36: AVIF was refused); AVIF is HEIF with AV1 inside, HEIC stays refused.
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : (meta.format as string);
  if (!(format in FORMATS) || !meta.width || !meta.height)
    return { problem: 'This file is not an image the store can use (JPEG, PNG, WebP, GIF or AVIF)' };
  if (meta.width * meta.height > MAX_PIXELS) return { problem: 'This image has too many pixels (at most 40 megapixels)' };
  const { type, ext } = FORMATS[format as Format];
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const name = `${slugOf(originalName)}-${hash}.${ext}`;
  const files: ProcessedImage['files'] = [];
  try {
    for (const [size, width] of Object.entries(IMAGE_WIDTHS) as [ImageSizeName, number][]) {
      // `rotate()` applies the EXIF orientation; sharp writes no metadata unless asked to.
      const resized = () => sharp(body, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
      files.push({
        size,
        file: name,
        body: await resized()
          .toFormat(format as Format)
          .toBuffer(),
      });
      files.push({ size, file: `${name}.webp`, body: await resized().webp().toBuffer() });
    }
  } catch {
    return { problem: 'This image could not be read to the end: it may be damaged' };
  }
  const upright = (meta.orientation ?? 1) >= 5;
  return { name, contentType: type, width: upright ? meta.height : meta.width, height: upright ? meta.width : meta.height, files };
}
