import { type Order, OrderSchema } from '../../../contract/order';
import { useApiData } from '../../context/use-api-data';

const parseOrder = (body: unknown): Order => OrderSchema.parse(body);

/** One of the shopper's orders by its id or its number (GET /s/api/orders/{ref}), with a setter for local changes. */
export function useOrder(ref: string) {
  const { data, setData, error } = useApiData(`/api/orders/${encodeURIComponent(ref)}`, parseOrder);
  return { order: data, setOrder: setData, error };
}
