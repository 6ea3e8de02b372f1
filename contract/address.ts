import * as z from 'zod/mini';

/** A saved delivery address of the signed-in shopper. */
export const AddressSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.catch(z.string(), ''),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  is_default: z.catch(z.boolean(), false),
  /** Ours: whether the store delivers to the pincode; null when the store does not say (then only the order can tell). */
  deliverable: z.catch(z.nullable(z.boolean()), null),
});
export type Address = z.infer<typeof AddressSchema>;
export const AddressListSchema = z.array(AddressSchema);
