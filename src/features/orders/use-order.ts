import { useEffect, useState } from 'react';
import { type Order, OrderSchema } from '../../../contract/order';
import { errorText } from '../../api/error-text';
import { useBoot } from '../../context/boot-context';

/** One of the shopper's orders by its id or its number (GET /s/api/orders/{ref}), with a setter for local changes. */
export function useOrder(ref: string) {
  const { api } = useBoot();
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.get<unknown>(`/api/orders/${encodeURIComponent(ref)}`).then(
      (body) => current && setOrder(OrderSchema.parse(body)),
      (failure: unknown) => current && setError(errorText(failure)),
    );
    return () => {
      current = false;
    };
  }, [api, ref]);
  return { order, setOrder, error };
}
