import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchWords } from '../../db/schema';
import { ttlCachePer } from '../ttl-cache';

/** How alike (trigram similarity) a known word must be to stand in for a search word. */
const MIN_SIMILARITY = 0.4;
// Shoppers repeat the same words all day; the vocabulary changes only when products do, so a
// short-lived cache saves the costliest query of a search. A new word is still found by prefix at once.
const cache = ttlCachePer<string[]>(60_000, 2_000, ['search_words']);

/** Known words of the catalogue close to `term` (up to 5, closest first), e.g. `ata` → `atta`. */
export function similarWords(db: Db, term: string): Promise<string[]> {
  return cache(db).get(term, async () => {
    const similarity = sql`similarity(${searchWords.word}, ${term})`;
    const rows = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(sql`${searchWords.word} % ${term} AND ${similarity} >= ${MIN_SIMILARITY}`)
      .orderBy(desc(similarity), asc(searchWords.word))
      .limit(5);
    return rows.map((r) => r.word);
  });
}
