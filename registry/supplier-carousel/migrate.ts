import * as z from 'zod/mini';
import { listOf } from '../../contract/lenient';
import { isRecord, listIn, sectionData, textFields, type StoredComponent } from '../../contract/migrations/store-shapes';

/** A supplier card as spec section 3 has it: name, link, avatar or image (the first media's picture when neither). */
const SupplierSchema = z.pipe(
  z.looseObject({ name: z.string().check(z.minLength(1)) }),
  z.transform((supplier: { [field: string]: unknown; name: string }) => {
    const media = Array.isArray(supplier.medias) && isRecord(supplier.medias[0]) ? supplier.medias[0].src : undefined;
    const fields = textFields(supplier, ['name', 'avatar', 'image', 'link', 'description']);
    return fields.avatar || fields.image || typeof media !== 'string' || !media ? fields : { ...fields, avatar: media };
  }),
);

/** Another store's supplier carousel: its suppliers in `response` or `data` (a list, or under `suppliers`), read item by item. */
export function migrate(component: StoredComponent): StoredComponent {
  const { data, response } = component;
  const list = listIn(data, 'suppliers') ?? listIn(response, 'suppliers', 'data', 'items');
  if (!list) return component;
  const { response: _response, logicdata: _query, ...rest } = component;
  const suppliers = listOf(SupplierSchema, 'suppliers').parse(list).slice(0, 50);
  return { ...rest, data: { ...sectionData(Array.isArray(data) ? {} : data), suppliers } };
}
