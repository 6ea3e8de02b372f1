/** Rupees for an amount kept in paise (the API speaks rupees; the database keeps exact paise). */
export const rupees = (paise: number) => paise / 100;

/** Paise for an amount in rupees. */
export const paise = (amount: number) => Math.round(amount * 100);

/** An amount in paise as shoppers read it in a message, as the storefront writes prices: ₹1,250 or ₹45.50. */
export const formatRupees = (amountPaise: number) => {
  const digits = amountPaise % 100 === 0 ? 0 : 2;
  return `₹${(amountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
};
