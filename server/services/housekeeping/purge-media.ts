import { and, lt, notExists, sql } from 'drizzle-orm';
import { IMAGE_WIDTHS } from '../../../contract/image-url';
import type { Db } from '../../db/client';
import { mediaFiles, pages, pageVersions, websites } from '../../db/schema';
import type { MediaStore } from '../../media/media-store';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Days an uploaded image is kept while nothing names it: time for an owner to place a new upload, or to restore a page that did. */
export const UNUSED_IMAGE_DAYS = 30;

/** No row of `table` for the image's website holds the image's name anywhere in `data`. */
const unnamedIn = (db: Db, table: PgTable, website: PgColumn, data: PgColumn) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(sql`${website} = ${mediaFiles.websiteId} and strpos(${data}::text, ${mediaFiles.name}) > 0`),
  );

/**
 * Removes uploaded images older than UNUSED_IMAGE_DAYS that no page (live, draft or a kept published
 * version) and no website settings name, with their files in every size. The row goes first, so the
 * library never lists an image whose files are gone. Returns how many were removed.
 */
export async function purgeUnusedImages(db: Db, store: MediaStore): Promise<number> {
  const gone = await db
    .delete(mediaFiles)
    .where(
      and(
        lt(mediaFiles.createdAt, sql`now() - make_interval(days => ${UNUSED_IMAGE_DAYS})`),
        unnamedIn(db, pageVersions, pageVersions.websiteId, pageVersions.data),
        unnamedIn(db, pages, pages.websiteId, pages.data),
        unnamedIn(db, websites, websites.id, websites.config),
      ),
    )
    .returning({ websiteId: mediaFiles.websiteId, name: mediaFiles.name });
  for (const image of gone)
    for (const size of Object.keys(IMAGE_WIDTHS))
      for (const file of [image.name, `${image.name}.webp`]) await store.remove(image.websiteId, size, file);
  return gone.length;
}
