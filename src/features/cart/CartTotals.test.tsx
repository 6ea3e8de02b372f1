import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartSchema } from '../../../contract/cart';
import { CartTotals } from './CartTotals';

const rows = () => screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('CartTotals', () => {
  it('shows pack savings and the offer code saving on their own rows, every amount with paise when one has them', () => {
    const items = [
      { price: 40, act_price: 50, quantity: 2 },
      { price: 30, act_price: 30, quantity: 1 },
    ];
    // MRP 130, packs save 20, WELCOME10 takes 10% of 110 = 11, delivery 40.
    render(<CartTotals totals={{ amount: 130, discount: 31, delivery: 40, total: 139, items, offercode: 'WELCOME10' }} />);
    expect(rows()).toEqual(['Items (MRP): ₹130', 'Discount: −₹20', 'Coupon WELCOME10: −₹11', 'Delivery charge: ₹40', 'Total: ₹139']);
  });

  it('writes paise in every row once one amount has them, and leaves out a zero discount', () => {
    render(
      <CartTotals
        totals={{
          amount: 1012,
          discount: 101.2,
          delivery: 0,
          total: 910.8,
          items: [{ price: 1012, act_price: 1012, quantity: 1 }],
          coupon: 'WELCOME10',
        }}
      />,
    );
    expect(rows()).toEqual(['Items (MRP): ₹1,012.00', 'Coupon WELCOME10: −₹101.20', 'Delivery charge: Free', 'Total: ₹910.80']);
  });

  it('says the delivery charge needs a pincode rather than "Free" before one is chosen', () => {
    render(<CartTotals totals={{ amount: 100, discount: 0, delivery: null, total: 100 }} />);
    expect(rows()).toEqual(['Items (MRP): ₹100', 'Delivery charge: Needs your pincode', 'Total: ₹100']);
  });

  // Issue 35 item 6: ₹755 of items in a city and a courier shipment were charged ₹80 with no breakdown.
  it('shows the rule that priced a single delivery beside its charge', () => {
    const deliveryInfo = [{ delivery_charge_id: 1, label: 'Bengaluru central', charge: 40, free_above: 499, applied: 40 }];
    render(<CartTotals totals={{ amount: 300, discount: 0, delivery: 40, total: 340, deliveryInfo }} />);
    expect(rows()).toEqual(['Items (MRP): ₹300', 'Delivery charge · free over ₹499: ₹40', 'Total: ₹340']);
  });

  it('shows each shipment’s delivery charge with the rule that priced it', () => {
    const deliveryInfo = [
      { delivery_charge_id: 1, label: 'Bengaluru central', charge: 40, free_above: 499, applied: 40 },
      { delivery_charge_id: 4, label: 'Courier', charge: 50, free_above: 999, applied: 0 },
    ];
    render(<CartTotals totals={{ amount: 755, discount: 0, delivery: 40, total: 795, deliveryInfo }} />);
    expect(rows()).toEqual([
      'Items (MRP): ₹755',
      'Delivery charge: ₹40',
      'Bengaluru central · free over ₹499: ₹40',
      'Courier · free over ₹999: Free',
      'Total: ₹795',
    ]);
  });

  // Spec section 3 names deliveryInfo "unique by delivery_charge_id" and nothing more: the rest is ours.
  it('shows no rule and no breakdown a store did not give (a spec-only deliveryInfo), never "free over ₹0"', () => {
    const readCart = (info: unknown[]) => CartSchema.parse({ items: [], deliveryInfo: info }).deliveryInfo;
    render(
      <CartTotals totals={{ amount: 300, discount: 0, delivery: 40, total: 340, deliveryInfo: readCart([{ delivery_charge_id: '3' }]) }} />,
    );
    expect(rows()).toEqual(['Items (MRP): ₹300', 'Delivery charge: ₹40', 'Total: ₹340']);
    document.body.innerHTML = '';
    const two = readCart([
      { delivery_charge_id: 1, charge: 30 },
      { delivery_charge_id: 2 },
      { delivery_charge_id: 3, label: 'Courier', applied: 50 },
    ]);
    render(<CartTotals totals={{ amount: 300, discount: 0, delivery: 80, total: 380, deliveryInfo: two }} />);
    expect(rows()).toEqual(['Items (MRP): ₹300', 'Delivery charge: ₹80', 'Delivery 1: ₹30', 'Courier: ₹50', 'Total: ₹380']);
  });
});
