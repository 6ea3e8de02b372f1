import * as z from 'zod/mini';
import { listOf } from './lenient';
import {
  BrandSchema,
  CategorySchema,
  FooterItemSchema,
  NavItemSchema,
  NavSettingSchema,
  PopupSchema,
  ThemeSchema,
  UserSchema,
  WebAddressSchema,
  WebSeoSchema,
  WebsiteSchema,
} from './entities';
import { CartSchema } from './cart';
import { PaymentMethodSchema } from './payment-method';

/** The store owner's header or footer HTML (spec section 3: `{data}`); null data: the built-in one. */
const dynamicHtml = () => z.catch(z.object({ data: z.catch(z.nullable(z.string()), null) }), { data: null });

const defaults = <T extends z.ZodMiniType>(schema: T) => z.catch(schema, () => schema.parse({}) as z.infer<T>);

/** The init configuration served by GET /s/api/init and inlined in the boot payload. */
export const InitSchema = z.object({
  web: WebsiteSchema,
  user: z.catch(z.nullable(UserSchema), null),
  pincode: z.catch(z.nullable(z.string()), null),
  navSetting: defaults(NavSettingSchema),
  webPageCss: z.catch(z.string(), ''),
  categories: listOf(CategorySchema, 'categories'),
  brands: listOf(BrandSchema, 'brands'),
  webSeo: defaults(WebSeoSchema),
  /** Ours (spec section 3 names it, its shape is not shown); null when the store has none. */
  webAddress: z.catch(z.nullable(WebAddressSchema), null),
  popup: z.catch(z.nullable(PopupSchema), null),
  webPages: listOf(z.object({ path: z.string(), title: z.string() }), 'webPages'),
  paymentMethods: listOf(PaymentMethodSchema, 'payment methods'),
  dynamicNavbar: dynamicHtml(),
  dynamicFooter: dynamicHtml(),
  navs: listOf(NavItemSchema, 'navigation items'),
  footers: listOf(FooterItemSchema, 'footer columns'),
  cart: defaults(CartSchema),
  activetheme: defaults(ThemeSchema),
  urlOrigin: z.catch(z.string(), ''),
});
export type Init = z.infer<typeof InitSchema>;

/** Parses init; only a missing or malformed `web` makes it unusable (returns false). */
export function parseInit(raw: unknown): Init | false {
  const result = InitSchema.safeParse(raw);
  return result.success ? result.data : false;
}
