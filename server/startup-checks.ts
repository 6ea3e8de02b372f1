/**
 * What `npm start` must refuse or say before it serves: a production server without its own signing
 * secret refuses to start; a demo server says what makes it unsafe for real shoppers.
 */
export interface StartupReport {
  /** Why the server must not start, or null. */
  fatal: string | null;
  /** What is unsafe about this server, for the banner (empty in production). */
  unsafe: string[];
  /** Where to listen: HOST, else only this machine. */
  host: string;
}

/** The startup report for an environment and the payment gateways running as offline stand-ins. */
export function startupReport(env: NodeJS.ProcessEnv, standInGateways: string[]): StartupReport {
  const host = env.HOST || '127.0.0.1';
  if (env.NODE_ENV === 'production') {
    const fatal =
      env.SESSION_SECRET && env.SESSION_SECRET.length >= 32
        ? null
        : 'NODE_ENV=production needs SESSION_SECRET (at least 32 characters, e.g. `openssl rand -base64 32`): the key that signs sessions must not live only in the database.';
    return { fatal, unsafe: [], host };
  }
  const unsafe = [
    `every sign-in code is ${env.OTP_DEV_CODE ?? '123456'} (and is printed here)`,
    'the demo staff account 9000000001 is a superadmin',
    ...standInGateways.map((name) => `${name} is the offline stand-in: any order can be marked paid without money`),
  ];
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') unsafe.push(`it listens on ${host}, so other machines can reach it`);
  return { fatal: null, unsafe, host };
}

/** The banner printed at start in demo mode. */
export function demoBanner(unsafe: string[]): string {
  return [
    'DEMO MODE (NODE_ENV is not "production"): do not serve real shoppers from this server.',
    ...unsafe.map((line) => `  - ${line}`),
    '  See "Production checklist" in the README.',
  ].join('\n');
}
