import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where uploaded images' files live: one file per website, size and name. */
export interface MediaStore {
  put(websiteId: number, size: string, file: string, body: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(websiteId: number, size: string, file: string): Promise<Buffer | null>;
  /** Removes the file; one that is not there is no error. */
  remove(websiteId: number, size: string, file: string): Promise<void>;
}

/** A media store in a local directory (`{dir}/{websiteId}/{size}/{file}`); files are written whole or not at all. */
export function localMediaStore(dir: string): MediaStore {
  const at = (websiteId: number, size: string, file: string) => join(dir, String(websiteId), size, file);
  return {
    async put(websiteId, size, file, body) {
      const path = at(websiteId, size, file);
      await mkdir(dirname(path), { recursive: true });
      // Each write its own partial file: two uploads of the same image at once shared one and failed (issue 36).
      const partial = `${path}.${randomUUID()}.part`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async get(websiteId, size, file) {
      try {
        return await readFile(at(websiteId, size, file));
      } catch {
        return null;
      }
    },
    async remove(websiteId, size, file) {
      await rm(at(websiteId, size, file), { force: true });
    },
  };
}
