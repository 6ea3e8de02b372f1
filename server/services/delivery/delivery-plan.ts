import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryCharges, pincodes, warehousePincodes, warehouses } from '../../db/schema';
import { formatRupees, paise, rupees } from '../money';
import { indiaDate, nextSlots, type Slot } from './delivery-slots';

/** A cart line as delivery sees it. */
export interface DeliveryLine {
  packId: number;
  warehouseId: number;
  quantity: number;
  /** Price of the line after pack discounts. */
  amountPaise: number;
  weightGrams: number;
}

/** One delivery of an order: the items one warehouse ships, when, and under which charge. */
export interface DeliveryGroup {
  warehouse_id: number;
  name: string;
  external_shipping: boolean;
  /** Null when this warehouse does not deliver to the pincode. */
  delivery_charge_id: number | null;
  pack_ids: number[];
  weight_grams: number;
  /** The first delivery day (YYYY-MM-DD, India time); for external shipping, the expected day. */
  delivery_date: string | null;
  /** The first time window; none for external shipping. */
  window: string | null;
  slots: Slot[];
}

/** A delivery charge as the cart shows it: charged once for every delivery that shares it. */
export interface ChargeLine {
  delivery_charge_id: number;
  label: string;
  charge: number;
  free_above: number;
  /** What is charged: 0 once the goods it covers reach `free_above`. */
  applied: number;
}

/** What delivering a cart to a pincode takes. */
export interface DeliveryPlan {
  groups: DeliveryGroup[];
  charges: ChargeLine[];
  chargePaise: number;
  city: string | null;
  /** Packs no warehouse delivers to the pincode. */
  undeliverable: Set<number>;
  message: string | null;
}

/**
 * Splits a cart into deliveries by warehouse for a pincode: each warehouse must serve the pincode
 * (per-warehouse serviceability), its next slots or expected day, and the delivery charges, unique by
 * `delivery_charge_id` (two deliveries under one charge pay it once, and its free-delivery amount
 * counts the goods of both). `discountPaise` (a coupon) is spread over the goods in proportion.
 */
export async function planDelivery(
  db: Db,
  websiteId: number,
  pincode: string | null,
  lines: DeliveryLine[],
  discountPaise: number,
  now = new Date(),
): Promise<DeliveryPlan> {
  const empty: DeliveryPlan = { groups: [], charges: [], chargePaise: 0, city: null, undeliverable: new Set(), message: null };
  if (lines.length === 0) return empty;
  if (!pincode) return { ...empty, message: 'Choose your delivery pincode to see the delivery charge.' };
  const [area] = await db
    .select({ city: pincodes.city })
    .from(pincodes)
    .where(and(eq(pincodes.websiteId, websiteId), eq(pincodes.pincode, pincode)));
  if (!area) return { ...empty, undeliverable: new Set(lines.map((l) => l.packId)), message: `We do not deliver to ${pincode} yet.` };

  const warehouseIds = [...new Set(lines.map((l) => l.warehouseId))];
  const rows = await db
    .select({ warehouse: warehouses, charge: deliveryCharges })
    .from(warehouses)
    .leftJoin(warehousePincodes, and(eq(warehousePincodes.warehouseId, warehouses.id), eq(warehousePincodes.pincode, pincode)))
    .leftJoin(deliveryCharges, eq(deliveryCharges.id, warehousePincodes.deliveryChargeId))
    .where(and(eq(warehouses.websiteId, websiteId), inArray(warehouses.id, warehouseIds)));
  const byWarehouse = new Map(rows.map((r) => [r.warehouse.id, r]));
  const goodsPaise = lines.reduce((sum, l) => sum + l.amountPaise, 0);
  const share = goodsPaise > 0 ? Math.max(0, goodsPaise - discountPaise) / goodsPaise : 0;

  const groups: DeliveryGroup[] = [];
  const undeliverable = new Set<number>();
  const goodsPerCharge = new Map<number, number>();
  for (const warehouseId of warehouseIds) {
    const mine = lines.filter((l) => l.warehouseId === warehouseId);
    const row = byWarehouse.get(warehouseId);
    const charge = row?.charge ?? null;
    if (!charge) mine.forEach((l) => undeliverable.add(l.packId));
    else goodsPerCharge.set(charge.id, (goodsPerCharge.get(charge.id) ?? 0) + mine.reduce((s, l) => s + l.amountPaise, 0) * share);
    const external = row?.warehouse.externalShipping ?? false;
    const slots = charge && row && !external ? nextSlots(now, row.warehouse.leadDays, row.warehouse.slots) : [];
    groups.push({
      warehouse_id: warehouseId,
      name: row?.warehouse.name ?? 'Unavailable',
      external_shipping: external,
      delivery_charge_id: charge?.id ?? null,
      pack_ids: mine.map((l) => l.packId),
      weight_grams: mine.reduce((s, l) => s + l.weightGrams * l.quantity, 0),
      delivery_date: charge && row ? (external ? indiaDate(now, row.warehouse.leadDays) : (slots[0]?.date ?? null)) : null,
      window: slots[0]?.window ?? null,
      slots,
    });
  }

  const chargeById = new Map(rows.flatMap((r) => (r.charge ? [[r.charge.id, r.charge] as const] : [])));
  const charges: ChargeLine[] = [];
  const toFree: number[] = [];
  for (const [id, goodsShare] of goodsPerCharge) {
    const charge = chargeById.get(id) as typeof deliveryCharges.$inferSelect;
    const goods = Math.round(goodsShare);
    const applied = goods >= charge.freeAbovePaise ? 0 : charge.chargePaise;
    charges.push({
      delivery_charge_id: id,
      label: charge.label,
      charge: rupees(charge.chargePaise),
      free_above: rupees(charge.freeAbovePaise),
      applied: rupees(applied),
    });
    toFree.push(applied === 0 ? 0 : charge.freeAbovePaise - goods);
  }
  return {
    groups,
    charges,
    chargePaise: charges.reduce((sum, c) => sum + paise(c.applied), 0),
    city: area.city,
    undeliverable,
    message: deliveryMessage(pincode, charges, toFree, undeliverable.size > 0),
  };
}

/**
 * One message for the whole cart, never two "add more" lines side by side: with one charge a
 * sentence, with several (deliveries from different warehouses) each charge in one list.
 * `toFreePaise[i]` is what charge i still needs to become free (0 when it is).
 */
function deliveryMessage(pincode: string, charges: ChargeLine[], toFreePaise: number[], someUndeliverable: boolean): string | null {
  const lead = someUndeliverable ? `Some items cannot be delivered to ${pincode}.` : '';
  const [only] = charges;
  let plan = '';
  if (charges.length > 1) {
    const parts = charges.map((c, i) =>
      c.applied === 0
        ? `${c.label} free`
        : `${c.label} ${formatRupees(paise(c.applied))} (free if you add ${formatRupees(toFreePaise[i] ?? 0)} more)`,
    );
    plan = `Delivery to ${pincode}: ${parts.join(', ')}.`;
  } else if (only) {
    plan =
      only.applied === 0
        ? `Free delivery to ${pincode}.`
        : `Add ${formatRupees(toFreePaise[0] ?? 0)} more for free delivery to ${pincode}.`;
  }
  return [lead, plan].filter(Boolean).join(' ') || null;
}
