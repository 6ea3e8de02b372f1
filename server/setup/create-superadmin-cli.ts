/** `npm run create-superadmin -- --phone … --name … [--email …] [--store-name … --slug … --host …]`: the platform's first superadmin, once. */
import { parseArgs } from 'node:util';
import { databaseOptionsFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { FIRST_SUPERADMIN_COMMAND } from '../seed/seed-on-start';
import { createFirstSuperadmin } from './first-superadmin';

function fail(message: string): never {
  console.error(
    `${message}\nUsage: ${FIRST_SUPERADMIN_COMMAND} [--email <e-mail>]\n(--store-name, --slug and --host only when the database has no website yet)`,
  );
  process.exit(2);
}

const options = { type: 'string' } as const;
let values: Record<string, string | undefined> = {}; // read-only: the command line of this one-off tool
try {
  values = parseArgs({
    options: { phone: options, name: options, email: options, 'store-name': options, slug: options, host: options },
  }).values;
} catch (error) {
  fail((error as Error).message.split('\n')[0] as string);
}
if (!values.phone || !values.name) fail('--phone and --name are needed');
const storeName = values['store-name'];
const database = await openDatabase(databaseOptionsFromEnv());
const result = await createFirstSuperadmin(database.db, {
  phone: values.phone,
  name: values.name,
  email: values.email ?? null,
  website:
    storeName || values.slug || values.host ? { name: storeName ?? '', slug: values.slug ?? '', host: values.host ?? '' } : undefined,
});
await database.close();
if (!result.ok) fail(result.message);
console.log(
  `${values.name} (${values.phone}) is the superadmin${result.createdWebsite ? ` of the new website at ${result.host}` : ''}. Sign in at ${result.host} with that phone.`,
);
