import { randomBytes } from 'node:crypto';
import { safeEqual, sign } from '../../security/signing';

/** How long a switch link stays good. */
export const SWITCH_TTL_MS = 60_000;

// Used nonces, so a link works once; kept only until it would have expired anyway.
const used = new Map<string, number>();

/** A one-time, short-lived token that signs a superadmin in on another website (cookies do not cross hosts). */
export function switchToken(secret: string, websiteId: number, userId: number, now = Date.now()): string {
  const payload = `${websiteId}.${userId}.${now + SWITCH_TTL_MS}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, `switch|${payload}`)}`;
}

/** The user a token signs in on this website, once; null for a forged, expired, reused or foreign token. */
export function redeemSwitchToken(secret: string, token: string, websiteId: number, now = Date.now()): number | null {
  const parts = token.split('.');
  if (parts.length !== 5 || token.length > 300) return null;
  const [site, user, expires, nonce, signature] = parts as [string, string, string, string, string];
  const payload = `${site}.${user}.${expires}.${nonce}`;
  if (!safeEqual(signature, sign(secret, `switch|${payload}`))) return null;
  if (Number(site) !== websiteId || Number(expires) < now || used.has(nonce)) return null;
  for (const [key, until] of used) if (until < now) used.delete(key);
  used.set(nonce, Number(expires));
  return Number(user);
}
