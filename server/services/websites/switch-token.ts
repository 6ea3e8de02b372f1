import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { safeEqual, sign } from '../../security/signing';
import { markOnce } from '../shared-marks';

/** How long a switch link stays good. */
export const SWITCH_TTL_MS = 60_000;

/** A one-time, short-lived token that signs a superadmin in on another website (cookies do not cross hosts). */
export function switchToken(secret: string, websiteId: number, userId: number, now = Date.now()): string {
  const payload = `${websiteId}.${userId}.${now + SWITCH_TTL_MS}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, `switch|${payload}`)}`;
}

/**
 * The user a token signs in on this website, once across every server process (its nonce is marked used
 * in the database until the link would have expired anyway); null for a forged, expired, reused or
 * foreign token.
 */
export async function redeemSwitchToken(
  db: Db,
  secret: string,
  token: string,
  websiteId: number,
  now = Date.now(),
): Promise<number | null> {
  const parts = token.split('.');
  if (parts.length !== 5 || token.length > 300) return null;
  const [site, user, expires, nonce, signature] = parts as [string, string, string, string, string];
  const payload = `${site}.${user}.${expires}.${nonce}`;
  if (!safeEqual(signature, sign(secret, `switch|${payload}`))) return null;
  if (Number(site) !== websiteId || Number(expires) < now) return null;
  return (await markOnce(db, 'switch-nonce', nonce, new Date(Number(expires)))) ? Number(user) : null;
}
