/** `npm run db:backup [-- file]` and `npm run db:restore -- file`, for the database the server is configured with. */
import { databaseOptionsFromEnv } from '../config';
import { backupDatabase, defaultBackupFile, restoreDatabase } from './backup';

const [command, file] = process.argv.slice(2);
const options = databaseOptionsFromEnv();
try {
  if (command === 'backup') {
    const target = file ?? defaultBackupFile(options);
    await backupDatabase(options, target);
    console.log(`Backed up ${options.url ? 'PostgreSQL' : `PGlite (${options.dataDir})`} to ${target}.`);
  } else if (command === 'restore' && file) {
    const aside = await restoreDatabase(options, file);
    console.log(
      `Restored ${file}.${aside ? ` The data it replaced is kept in ${aside}.` : ''} Start the server to bring it up to date with any newer migrations.`,
    );
  } else {
    console.error('Usage: npm run db:backup [-- file]  |  npm run db:restore -- file');
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
