/** Runs the spec-only store by hand: `tsx tests/spec-store/cli.ts [port] [built storefront dir]`. */
import { resolve } from 'node:path';
import { startSpecStore } from './store';

const [port = '8093', staticDir] = process.argv.slice(2);
const store = await startSpecStore({ port: Number(port), staticDir: staticDir ? resolve(staticDir) : undefined });
console.log(`spec-only store on ${store.origin}${staticDir ? `, serving ${staticDir}` : ''}`);
