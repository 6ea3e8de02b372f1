import { and, desc, eq, ilike, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import type { MediaStore } from '../../media/media-store';
import { processImage } from './process-image';

/** An uploaded image as the editor's library lists it. */
export interface MediaEntry {
  name: string;
  original_name: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}

const columns = {
  name: mediaFiles.name,
  originalName: mediaFiles.originalName,
  contentType: mediaFiles.contentType,
  width: mediaFiles.width,
  height: mediaFiles.height,
  bytes: mediaFiles.bytes,
  createdAt: mediaFiles.createdAt,
};
type Row = { name: string; originalName: string; contentType: string; width: number; height: number; bytes: number; createdAt: Date };
const entry = (row: Row): MediaEntry => ({
  name: row.name,
  original_name: row.originalName,
  content_type: row.contentType,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  created_at: row.createdAt.toISOString(),
});

/** Stores an upload: checked and processed (processImage), its files written, then listed; the same image twice is one entry. */
export async function saveUpload(
  db: Db,
  store: MediaStore,
  scope: { websiteId: number; userId: number },
  body: Buffer,
  originalName: string,
): Promise<MediaEntry | { problem: string }> {
  const image = await processImage(body, originalName);
  if ('problem' in image) return image;
  // The same image uploaded again (under any name) is the file already kept: its name ends in the image's hash.
  const [known] = await db
    .select(columns)
    .from(mediaFiles)
    .where(and(eq(mediaFiles.websiteId, scope.websiteId), like(mediaFiles.name, `%${image.name.slice(image.name.lastIndexOf('-'))}`)))
    .limit(1);
  if (known) return entry(known);
  for (const file of image.files) await store.put(scope.websiteId, file.size, file.file, file.body);
  await db
    .insert(mediaFiles)
    .values({
      websiteId: scope.websiteId,
      name: image.name,
      // Cut by code points: a cut between a surrogate pair would leave a lone half the database refuses.
      originalName: [...originalName].slice(0, 200).join(''),
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: body.length,
      uploadedBy: scope.userId,
    })
    .onConflictDoNothing({ target: [mediaFiles.websiteId, mediaFiles.name] });
  const [row] = await db
    .select(columns)
    .from(mediaFiles)
    .where(and(eq(mediaFiles.websiteId, scope.websiteId), eq(mediaFiles.name, image.name)));
  return entry(row as Row);
}

/** The website's uploaded images, newest first (at most 60), narrowed to names containing `query`. */
export async function listMedia(db: Db, websiteId: number, query: string): Promise<MediaEntry[]> {
  const text = query.trim().replace(/[%_\\]/g, (c) => `\\${c}`);
  const rows = await db
    .select(columns)
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.websiteId, websiteId),
        text ? or(ilike(mediaFiles.originalName, `%${text}%`), ilike(mediaFiles.name, `%${text}%`)) : undefined,
      ),
    )
    .orderBy(desc(mediaFiles.id))
    .limit(60);
  return rows.map(entry);
}
