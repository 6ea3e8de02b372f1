import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * Puts the built stylesheets of index.html into the page as `<style>`. A linked stylesheet blocks
 * rendering until it arrives; inline, the server-rendered page can paint as soon as its HTML is in.
 * The link stays, disabled (neither fetched nor applied): Vite's loader of lazy chunks waits for the
 * stylesheets it expects to find linked, and would otherwise load this one a second time.
 * A sheet that is missing, or that could close the `<style>` element early, stays a plain link.
 */
export function inlineStylesheets(template: string, distDir: string): string {
  return template.replace(STYLESHEET_LINK, (link, href: string) => {
    const file = join(distDir, href);
    if (!existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    return /<\/style/i.test(css) ? link : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}
