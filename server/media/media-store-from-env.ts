import { mediaDirFromEnv } from '../config';
import { localMediaStore, type MediaStore } from './media-store';
import { s3ConfigFromEnv, s3MediaStore } from './s3-media-store';

/** Where uploaded images go: the S3-compatible bucket S3_* names, else MEDIA_DIR (or beside the data directory). */
export function mediaStoreFromEnv(env: NodeJS.ProcessEnv = process.env): MediaStore {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? s3MediaStore(s3) : localMediaStore(mediaDirFromEnv(env));
}
