import { MAX_QUANTITY } from '../../../contract/cart';

/** The most of a pack one cart (and so one order) may hold: the store's limit for it, never above MAX_QUANTITY. */
export const packLimit = (maxPerOrder: number | null): number => Math.min(maxPerOrder ?? MAX_QUANTITY, MAX_QUANTITY);

/** What a shopper is told at the limit. */
export const limitMessage = (limit: number, label: string): string => `You can have at most ${limit} of ${label} in one order.`;
