/** `npm run db:purge` (for cron, besides the server's own runs): applies schedules whose time has come, expires unpaid orders and removes expired and abandoned rows, and uploaded images nothing names, once. */
import { databaseOptionsFromEnv } from '../../config';
import { openDatabase } from '../../db/client';
import { expireUnpaidOrders, unpaidOrderMinutes } from '../orders/expire-orders';
import { applyDueSchedules } from '../versions/publish-schedules';
import { purgeExpired } from './purge';
import { purgeUnusedImages } from './purge-media';
import { mediaStoreFromEnv } from '../../media/media-store-from-env';

const database = await openDatabase(databaseOptionsFromEnv());
try {
  console.log(`Applied ${(await applyDueSchedules(database.db)).length} schedules whose time had come.`);
  console.log(`Expired ${await expireUnpaidOrders(database.db, unpaidOrderMinutes())} unpaid orders.`);
  console.log(`Purged ${database.kind}:`, await purgeExpired(database.db));
  console.log(`Removed ${await purgeUnusedImages(database.db, mediaStoreFromEnv())} uploaded images nothing names.`);
} finally {
  await database.close();
}
