import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../api/contracts/entities';
import { deliveryDay } from '../../ui/format/delivery-day';
import { DeliveryGroups } from './DeliveryGroups';

const item = (pack_id: number, product_name: string) => ({ pack_id, product_id: pack_id, product_name, slug: '', pack_name: '5 kg', image: '', quantity: 1, price: 1, act_price: 1, message: null });
const group = (warehouse_id: number, extra: Partial<NonNullable<Cart['groups']>[number]>) => ({
  warehouse_id, name: `Warehouse ${warehouse_id}`, external_shipping: false, delivery_charge_id: 1, pack_ids: [warehouse_id], weight_grams: 0,
  delivery_date: '2026-11-23', window: '17:00-20:00', slots: [], ...extra,
});

describe('delivery groups at checkout', () => {
  it('numbers the deliveries and says when each arrives, by courier, or that it cannot', () => {
    const cart = {
      items: [item(1, 'Atta'), item(2, 'Rice'), item(3, 'Oil')],
      groups: [group(1, {}), group(2, { external_shipping: true, window: null, delivery_date: '2026-11-25' }), group(3, { delivery_charge_id: null, delivery_date: null, window: null })],
    } as unknown as Cart;
    render(<DeliveryGroups cart={cart} pincode="110001" />);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Delivery 1 of 3: Warehouse 1Arrives Mon, 23 Nov, 17:00–20:00Atta (5 kg)');
    expect(rows[1]).toHaveTextContent('By courier, expected Wed, 25 Nov');
    expect(rows[2]).toHaveTextContent('Not delivered to 110001');
  });

  it('shows nothing without groups, and a day it cannot read as it is', () => {
    const { container } = render(<DeliveryGroups cart={{ items: [] } as unknown as Cart} pincode={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(deliveryDay('soon')).toBe('soon');
  });
});
