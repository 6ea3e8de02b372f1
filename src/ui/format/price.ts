const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price in rupees as shoppers read it: ₹1,250 for whole rupees, ₹45.50 otherwise. */
export function formatPrice(amount: number): string {
  const value = Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0;
  return (Number.isInteger(value) ? whole : withPaise).format(value);
}
