import { useEffect, useState } from 'react';
import { type Order, OrderSchema } from '../../../contract/order';
import { errorText } from '../../api/error-text';
import { useBoot } from '../boot/boot-context';

/** One of the shopper's orders by its number (GET /s/api/orders/{ordernumber}), with a setter for local changes. */
export function useOrder(ordernumber: string) {
  const { api } = useBoot();
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.get<unknown>(`/api/orders/${encodeURIComponent(ordernumber)}`).then(
      (body) => current && setOrder(OrderSchema.parse(body)),
      (failure: unknown) => current && setError(errorText(failure)),
    );
    return () => {
      current = false;
    };
  }, [api, ordernumber]);
  return { order, setOrder, error };
}
