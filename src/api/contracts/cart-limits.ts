/** Most of one pack a cart may hold (the server refuses more; the quantity control stops there). */
export const MAX_QUANTITY = 50;
