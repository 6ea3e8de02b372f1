import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpRequests } from '../../db/schema';
import { safeEqual, sign } from '../../security/signing';

/** How long a code is good for. */
export const OTP_TTL_MS = 5 * 60_000;
/** Seconds before another code may be asked for the same phone. */
export const RESEND_AFTER_S = 30;
/** Wrong codes allowed per code. */
export const MAX_ATTEMPTS = 5;
/**
 * Wrong codes allowed per phone in an hour, across all its codes from every address: past it the number
 * is locked out until its codes of that hour age out. Without it, a dozen networks asking for codes
 * could make about sixty guesses an hour.
 */
export const WRONG_PER_PHONE_PER_HOUR = 10;
const PER_PHONE_PER_HOUR = 5;

/** Advisory lock spaces: one lock per phone of a website, one per client network. */
const PHONE_LOCK = 727301;
const CLIENT_LOCK = 727302;

/**
 * Holds, until the transaction ends, the phone's lock and then (when given) the client's: requests for
 * one phone, or from one client, run one after the other, so counts read and the insert that follows
 * them cannot interleave (on PostgreSQL's pool, fifty at once all read the same counts and all passed).
 * Always phone first, then client, so two requests never wait on each other in a circle.
 */
async function lockPhoneAndClient(tx: Db, websiteId: number, phone: string, client: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${`${websiteId}|${phone}`}))`);
  if (client !== null) await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCK}, hashtext(${client}))`);
}

/**
 * Seconds between two codes for one phone from any address, given how many it was sent in the last
 * hour: 30 while one address could have asked for them all (five), then doubling to 10 minutes. Many
 * addresses asking for one number (issue 36) get about a dozen codes an hour, and its owner a wait,
 * never a lock-out.
 */
export function phoneGapSeconds(sentLastHour: number): number {
  return Math.min(600, RESEND_AFTER_S * 2 ** Math.max(0, sentLastHour - PER_PHONE_PER_HOUR));
}

const waitMessage = (seconds: number) =>
  seconds >= 120
    ? `Please wait ${Math.ceil(seconds / 60)} minutes before asking for a new code.`
    : `Please wait ${Math.ceil(seconds)} seconds before asking for a new code.`;

/** Codes per client address an hour: `OTP_PER_CLIENT_PER_HOUR`, else 20 (raise it behind a shared NAT or proxy). */
function perClientPerHour(): number {
  const configured = Number(process.env.OTP_PER_CLIENT_PER_HOUR);
  return Number.isInteger(configured) && configured > 0 ? configured : 20;
}

export type OtpResult = { ok: true } | { ok: false; status: 400 | 429; message: string };

/** The code to send: random in production; outside it `OTP_DEV_CODE` or 123456, so the demo needs no SMS. */
export function newCode(): string {
  if (process.env.NODE_ENV === 'production') return String(randomInt(0, 1_000_000)).padStart(6, '0');
  return process.env.OTP_DEV_CODE ?? '123456';
}

const hashOf = (secret: string, websiteId: number, phone: string, code: string) => sign(secret, `otp|${websiteId}|${phone}|${code}`);

/**
 * Issues a code for a phone, limited per phone and client network (one per 30 s, five an hour), per
 * phone from every network (phoneGapSeconds: a wait that grows, never a lock-out) and per client network
 * (twenty an hour unless configured). `client` is the network (clientNetwork: an IPv6 /64). Keyed by
 * both, so that a stranger asking for a shopper's number cannot stop the shopper asking from their own
 * device for longer than the gap. The answer is the same whether the phone has an account or not.
 */
export async function requestOtp(db: Db, secret: string, websiteId: number, phone: string, client: string): Promise<OtpResult> {
  const result = await db.transaction(async (tx) => {
    await lockPhoneAndClient(tx, websiteId, phone, client);
    return issueCode(tx, secret, websiteId, phone, client);
  });
  if (result.ok && process.env.NODE_ENV !== 'production') console.log(`[otp] sign-in code for ${phone}: ${result.code}`);
  return result.ok ? { ok: true } : result;
}

/** The limits checked and the code stored, under the phone's and the client's locks. */
async function issueCode(
  db: Db,
  secret: string,
  websiteId: number,
  phone: string,
  client: string,
): Promise<{ ok: true; code: string } | Exclude<OtpResult, { ok: true }>> {
  const lastHour = sql`now() - interval '1 hour'`;
  const [byPhone] = await db
    .select({ n: count(), latest: sql<string | null>`max(${otpRequests.createdAt})` })
    .from(otpRequests)
    .where(
      and(
        eq(otpRequests.websiteId, websiteId),
        eq(otpRequests.phone, phone),
        eq(otpRequests.client, client),
        gt(otpRequests.createdAt, lastHour),
      ),
    );
  if ((byPhone?.n ?? 0) >= PER_PHONE_PER_HOUR)
    return { ok: false, status: 429, message: 'Too many codes were asked for this number. Please try again in an hour.' };
  const waited = byPhone?.latest ? (Date.now() - new Date(byPhone.latest).getTime()) / 1000 : Infinity;
  if (waited < RESEND_AFTER_S) return { ok: false, status: 429, message: waitMessage(RESEND_AFTER_S - waited) };
  // The same number from every address together.
  const [anywhere] = await db
    .select({ n: count(), latest: sql<string | null>`max(${otpRequests.createdAt})` })
    .from(otpRequests)
    .where(and(eq(otpRequests.websiteId, websiteId), eq(otpRequests.phone, phone), gt(otpRequests.createdAt, lastHour)));
  const gap = phoneGapSeconds(anywhere?.n ?? 0);
  const sinceAny = anywhere?.latest ? (Date.now() - new Date(anywhere.latest).getTime()) / 1000 : Infinity;
  if (sinceAny < gap) return { ok: false, status: 429, message: waitMessage(gap - sinceAny) };
  const [byClient] = await db
    .select({ n: count() })
    .from(otpRequests)
    .where(and(eq(otpRequests.client, client), gt(otpRequests.createdAt, lastHour)));
  if ((byClient?.n ?? 0) >= perClientPerHour())
    return { ok: false, status: 429, message: 'Too many codes were asked from here. Please try again later.' };
  const code = newCode();
  await db
    .insert(otpRequests)
    .values({ websiteId, phone, client, codeHash: hashOf(secret, websiteId, phone, code), expiresAt: new Date(Date.now() + OTP_TTL_MS) });
  return { ok: true, code };
}

/**
 * Checks a code against the latest unused one the same client address asked for this phone: expired,
 * used up and wrong codes are refused. A stranger's wrong tries use up only the stranger's own codes,
 * but count toward the phone's WRONG_PER_PHONE_PER_HOUR, under the phone's lock.
 */
export async function verifyOtp(
  db: Db,
  secret: string,
  websiteId: number,
  phone: string,
  code: string,
  client: string,
): Promise<OtpResult> {
  return db.transaction(async (tx) => {
    await lockPhoneAndClient(tx, websiteId, phone, null);
    const [wrong] = await tx
      .select({ n: sql<number>`coalesce(sum(${otpRequests.attempts}), 0)::int` })
      .from(otpRequests)
      .where(
        and(eq(otpRequests.websiteId, websiteId), eq(otpRequests.phone, phone), gt(otpRequests.createdAt, sql`now() - interval '1 hour'`)),
      );
    if ((wrong?.n ?? 0) >= WRONG_PER_PHONE_PER_HOUR)
      return { ok: false, status: 429, message: 'Too many wrong codes for this number. Please try again in an hour.' };
    const [latest] = await tx
      .select()
      .from(otpRequests)
      .where(
        and(eq(otpRequests.websiteId, websiteId), eq(otpRequests.phone, phone), eq(otpRequests.client, client), isNull(otpRequests.usedAt)),
      )
      .orderBy(desc(otpRequests.createdAt), desc(otpRequests.id))
      .limit(1)
      .for('update');
    if (!latest || latest.expiresAt <= new Date())
      return { ok: false, status: 400, message: 'This code has expired. Please ask for a new one.' };
    if (latest.attempts >= MAX_ATTEMPTS) return { ok: false, status: 429, message: 'Too many wrong codes. Please ask for a new one.' };
    if (!safeEqual(latest.codeHash, hashOf(secret, websiteId, phone, code))) {
      await tx
        .update(otpRequests)
        .set({ attempts: latest.attempts + 1 })
        .where(eq(otpRequests.id, latest.id));
      const left = MAX_ATTEMPTS - latest.attempts - 1;
      return {
        ok: false,
        status: 400,
        message:
          left > 0
            ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'Too many wrong codes. Please ask for a new one.',
      };
    }
    await tx.update(otpRequests).set({ usedAt: new Date() }).where(eq(otpRequests.id, latest.id));
    return { ok: true };
  });
}
