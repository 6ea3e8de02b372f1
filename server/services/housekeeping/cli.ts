/** `npm run db:purge` (for cron, besides the server's own hourly run): removes expired and abandoned rows once. */
import { databaseOptionsFromEnv } from '../../config';
import { openDatabase } from '../../db/client';
import { purgeExpired } from './purge';

const database = await openDatabase(databaseOptionsFromEnv());
try {
  console.log(`Purged ${database.kind}:`, await purgeExpired(database.db));
} finally {
  await database.close();
}
