/**
 * Serves a built folder on localhost (`tsx scripts/serve-static.ts storybook-static 6106`): the browser tests open the
 * built Storybook from it, as QA opens `npm run storybook:build`'s output. GET and HEAD only; nothing outside the folder.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [folder = 'storybook-static', port = '6106'] = process.argv.slice(2);
const root = resolve(folder);
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  let file = normalize(join(root, path));
  if (file.startsWith(root) && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!['GET', 'HEAD'].includes(request.method ?? '') || !file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}).listen(Number(port), () => console.log(`Serving ${root} on http://localhost:${port}`));
