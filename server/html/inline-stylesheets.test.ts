import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets';

describe('inlineStylesheets', () => {
  const dist = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-1.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets', 'breakout-1.css'), 'a{content:"</STYLE><script>alert(1)</script>"}');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('puts a built stylesheet into the page, with or without crossorigin, and leaves its link disabled', () => {
    const disabled = '<link rel="stylesheet" href="/assets/index-1.css" disabled>';
    expect(inlineStylesheets('<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>', dist)).toBe(
      `<head><style>body{margin:0}</style>${disabled}</head>`,
    );
    expect(inlineStylesheets('<link rel="stylesheet" href="/assets/index-1.css">', dist)).toBe(`<style>body{margin:0}</style>${disabled}`);
  });

  it('keeps the link for a missing sheet, one that could close <style>, and anything outside /assets/', () => {
    for (const link of [
      '<link rel="stylesheet" href="/assets/missing-1.css">',
      '<link rel="stylesheet" href="/assets/breakout-1.css">',
      '<link rel="stylesheet" href="https://evil.example/assets/x.css">',
      '<link rel="stylesheet" href="/assets/../../etc/passwd.css">',
    ])
      expect(inlineStylesheets(link, dist)).toBe(link);
  });
});
