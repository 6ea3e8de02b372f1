import type { Db } from '../db/client';
import { platformAdmins, websites } from '../db/schema';
import { seedDatabase } from './seed-database';

/** The command that makes the first superadmin (and the first website), as the README names it. */
export const FIRST_SUPERADMIN_COMMAND =
  'npm run create-superadmin -- --phone <10-digit mobile> --name "<your name>" --store-name "<store>" --slug <store> --host <shop.example.in>';

/** What a starting server did with its database, to print: `log` lines, and `warn` lines for the operator. */
export interface StartSeed {
  log: string[];
  warn: string[];
}

/**
 * A starting server's database: an empty one gets the demo store, except with NODE_ENV=production, where
 * it stays empty (the demo's users include superadmin 9000000001, who could enter every website) unless
 * SEED_DEMO=1 asks for it, and then with a loud warning. A production database with no superadmin says
 * how to make the first.
 */
export async function seedOnStart(db: Db, env: NodeJS.ProcessEnv, kind: string): Promise<StartSeed> {
  const production = env.NODE_ENV === 'production';
  const demo = env.SEED_DEMO === '1';
  if (!production || demo) {
    const seeded = await seedDatabase(db);
    if (!seeded) return { log: [], warn: [] };
    return {
      log: [`Seeded the demo store into ${kind}.`],
      warn: production
        ? [
            'SEED_DEMO=1 with NODE_ENV=production: this database now holds the DEMO users, among them superadmin 9000000001,',
            'who can sign in to and change every website once sign-in codes reach phones. Do not serve real shoppers from it.',
          ]
        : [],
    };
  }
  const hasWebsite = (await db.select({ id: websites.id }).from(websites).limit(1)).length > 0;
  const hasAdmin = (await db.select({ phone: platformAdmins.phone }).from(platformAdmins).limit(1)).length > 0;
  if (hasWebsite && hasAdmin) return { log: [], warn: [] };
  return {
    log: [],
    warn: [
      hasWebsite
        ? 'The database has no superadmin yet. Make the first, once:'
        : 'The database is empty (NODE_ENV=production seeds no demo data). Make the first superadmin and website, once:',
      `  ${FIRST_SUPERADMIN_COMMAND}`,
    ],
  };
}
