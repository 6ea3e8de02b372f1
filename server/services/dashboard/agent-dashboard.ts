import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import { indiaDate } from '../delivery/delivery-slots';
import { rupees } from '../money';

/** A period of whole days in India time, both ends included. */
export interface Period {
  from: string;
  to: string;
}

/** Longest period the dashboard shows. */
export const MAX_PERIOD_DAYS = 366;
const DAY_MS = 86_400_000;

/** The instant a YYYY-MM-DD day starts in India. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The days of a period, or why it is not one (not a date, reversed, or too long). */
export function periodDays(period: Period): string[] | string {
  const from = dayStart(period.from);
  const to = dayStart(period.to);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period.from) || Number.isNaN(from.getTime()) || indiaDate(from) !== period.from)
    return 'from must be a date (YYYY-MM-DD)';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period.to) || Number.isNaN(to.getTime()) || indiaDate(to) !== period.to)
    return 'to must be a date (YYYY-MM-DD)';
  const count = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (count < 1) return 'from must not be after to';
  if (count > MAX_PERIOD_DAYS) return `The period can be at most ${MAX_PERIOD_DAYS} days`;
  return Array.from({ length: count }, (_, i) => indiaDate(from, i));
}

/** Whether a user of the website is a sales agent (who alone has a dashboard). */
export async function isAgent(db: Db, websiteId: number, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ isAgent: users.isAgent })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.websiteId, websiteId)));
  return user?.isAgent === true;
}

/**
 * A sales agent's dashboard over a period: the orders of the customers they look after (cancelled
 * ones left out), totals per day, the top products and the customers served, on one website.
 */
export async function agentDashboard(db: Db, websiteId: number, agentId: number, period: Period, days: string[]) {
  const scope = and(
    eq(orders.websiteId, websiteId),
    eq(users.agentId, agentId),
    ne(orders.status, 'cancelled'),
    gte(orders.createdAt, dayStart(period.from)),
    lt(orders.createdAt, new Date(dayStart(period.to).getTime() + DAY_MS)),
  );
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const [perDay, topProducts, customers] = await Promise.all([
    db
      .select({ day, orders: sql<number>`count(*)::int`, total: sql<number>`sum(${orders.totalPaise})::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(scope)
      .groupBy(day),
    db
      .select({
        name: orderItems.productName,
        quantity: sql<number>`sum(${orderItems.quantity})::int`,
        total: sql<number>`sum(${orderItems.quantity} * ${orderItems.pricePaise})::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(scope)
      .groupBy(orderItems.productName)
      .orderBy(desc(sql`sum(${orderItems.quantity} * ${orderItems.pricePaise})`), orderItems.productName)
      .limit(5),
    db
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        orders: sql<number>`count(*)::int`,
        total: sql<number>`sum(${orders.totalPaise})::int`,
        last: sql<Date>`max(${orders.createdAt})`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(scope)
      .groupBy(users.id, users.name, users.phone)
      .orderBy(desc(sql`sum(${orders.totalPaise})`), users.id),
  ]);
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const series = days.map((date) => ({
    date,
    orders: Number(byDay.get(date)?.orders ?? 0),
    total: rupees(Number(byDay.get(date)?.total ?? 0)),
  }));
  return {
    from: period.from,
    to: period.to,
    orders: series.reduce((s, d) => s + d.orders, 0),
    total: rupees(perDay.reduce((s, d) => s + Number(d.total), 0)),
    days: series,
    top_products: topProducts.map((p) => ({ name: p.name, quantity: Number(p.quantity), total: rupees(Number(p.total)) })),
    customers: customers.map((c) => ({
      id: c.id,
      name: c.name,
      phone: c.phone,
      orders: Number(c.orders),
      total: rupees(Number(c.total)),
      last_order_at: new Date(c.last).toISOString(),
    })),
  };
}
