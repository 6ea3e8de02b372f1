/** `npm run db:purge` (for cron, besides the server's own runs): expires unpaid orders and removes expired and abandoned rows once. */
import { databaseOptionsFromEnv } from '../../config';
import { openDatabase } from '../../db/client';
import { expireUnpaidOrders, unpaidOrderMinutes } from '../orders/expire-orders';
import { purgeExpired } from './purge';

const database = await openDatabase(databaseOptionsFromEnv());
try {
  console.log(`Expired ${await expireUnpaidOrders(database.db, unpaidOrderMinutes())} unpaid orders.`);
  console.log(`Purged ${database.kind}:`, await purgeExpired(database.db));
} finally {
  await database.close();
}
