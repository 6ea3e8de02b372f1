import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config';
import { demoBanner, startupReport } from '../../server/startup-checks';

describe('safe by default (issue 19)', () => {
  it('listens on this machine only unless HOST is set', () => {
    expect(startupReport({}, []).host).toBe('127.0.0.1');
    expect(startupReport({ HOST: '0.0.0.0' }, []).host).toBe('0.0.0.0');
  });

  it('names what is unsafe in demo mode: the fixed code, the superadmin, each stand-in gateway, a public address', () => {
    const { fatal, unsafe } = startupReport({ HOST: '0.0.0.0', OTP_DEV_CODE: '424242' }, ['Razorpay', 'Cashfree']);
    expect(fatal).toBeNull();
    expect(unsafe).toEqual([
      'every sign-in code is 424242 (and is printed here)',
      'the demo staff account 9000000001 is a superadmin',
      'Razorpay is the offline stand-in: any order can be marked paid without money',
      'Cashfree is the offline stand-in: any order can be marked paid without money',
      'it listens on 0.0.0.0, so other machines can reach it',
    ]);
    expect(demoBanner(unsafe)).toMatch(/^DEMO MODE[^\n]*\n {2}- every sign-in code is 424242/);
  });

  it('in production: nothing unsafe to name, but no start without a SESSION_SECRET of 32 characters or more', () => {
    expect(startupReport({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }, []).fatal).toBeNull();
    expect(startupReport({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }, []).unsafe).toEqual([]);
    for (const secret of [undefined, '', 'short']) {
      expect(startupReport({ NODE_ENV: 'production', SESSION_SECRET: secret }, []).fatal).toMatch(
        /^NODE_ENV=production needs SESSION_SECRET/,
      );
    }
  });

  it('the server process exits with the reason when started for production without a secret', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-startup-'));
    try {
      const env = { ...process.env, NODE_ENV: 'production', SESSION_SECRET: '', DATA_DIR: dataDir, PORT: '0' };
      const run = spawnSync('npx', ['tsx', 'server/index.ts'], { cwd: projectRoot, env, encoding: 'utf8', timeout: 60_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('NODE_ENV=production needs SESSION_SECRET');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
