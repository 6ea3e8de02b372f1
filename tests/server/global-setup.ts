import type { TestProject } from 'vitest/node';
import { startPrivatePostgres } from '../support/private-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the private PostgreSQL cluster, or '' when none could be started. */
    postgresUrl: string;
  }
}

/** Starts one private PostgreSQL cluster for the server suite, so every server test also runs on PostgreSQL. */
export default async function setup(project: TestProject) {
  if (process.env.SKIP_POSTGRES === '1') {
    project.provide('postgresUrl', '');
    return;
  }
  const pg = await startPrivatePostgres();
  if ('unavailable' in pg) {
    console.warn(`[server tests] PostgreSQL runs skipped: ${pg.unavailable}`);
    project.provide('postgresUrl', '');
    return;
  }
  project.provide('postgresUrl', pg.url);
  return () => pg.stop();
}
