/** Rupees for an amount kept in paise (the API speaks rupees; the database keeps exact paise). */
export const rupees = (paise: number) => paise / 100;

/** Paise for an amount in rupees. */
export const paise = (amount: number) => Math.round(amount * 100);

/** An amount in paise as shoppers read it in a message: ₹1,250 or ₹45.5. */
export const formatRupees = (amountPaise: number) => `₹${(amountPaise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
