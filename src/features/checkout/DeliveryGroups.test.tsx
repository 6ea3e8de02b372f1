import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cart, DeliveryGroup } from '../../../contract/cart';
import { deliveryDay } from '../../ui/format/delivery-day';
import { DeliveryGroups } from './DeliveryGroups';

const item = (pack_id: number, name: string) => ({ pack_id, name, pack: '5 kg' });
const group = (warehouse_id: number, name: string, extra: Partial<DeliveryGroup>) => ({
  warehouse_id,
  name: `Warehouse ${warehouse_id}`,
  external_shipping: false,
  delivery_charge_id: 1,
  weights: 0,
  del_date: '2026-11-23',
  del_start_time: '17:00',
  del_end_time: '20:00',
  slots: [],
  items: [item(warehouse_id, name)],
  ...extra,
});

describe('delivery groups at checkout', () => {
  it('numbers the deliveries and says when each arrives, by courier, or that it cannot', () => {
    const cart = {
      grouped_items: [
        group(1, 'Atta', {}),
        group(2, 'Rice', { external_shipping: true, del_start_time: null, del_end_time: null, del_date: '2026-11-25' }),
        group(3, 'Oil', { delivery_charge_id: null, del_date: null, del_start_time: null, del_end_time: null }),
      ],
    } as unknown as Cart;
    render(<DeliveryGroups cart={cart} pincode="110001" />);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).not.toHaveTextContent('Warehouse');
    expect(rows[0]).toHaveTextContent('Delivery 1 of 3Arrives Mon, Nov 23, 2026, 17:00–20:00Atta (5 kg)');
    expect(rows[1]).toHaveTextContent('By courier, expected Wed, Nov 25, 2026');
    expect(rows[2]).toHaveTextContent('Not delivered to 110001');
  });

  it('shows nothing without groups, and a day it cannot read as it is', () => {
    const { container } = render(<DeliveryGroups cart={{ grouped_items: [] } as unknown as Cart} pincode={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(deliveryDay('soon')).toBe('soon');
  });
});
