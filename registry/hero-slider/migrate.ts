import * as z from 'zod/mini';
import { listOf } from '../../contract/lenient';
import {
  isRecord,
  listIn,
  numberFrom,
  settingsObject,
  switchFrom,
  textFields,
  type StoredComponent,
} from '../../contract/migrations/store-shapes';

const SLIDE_FIELDS = ['image', 'image_sm', 'link', 'alt', 'title', 'subtitle'] as const;

/** A hero slide (spec section 3: image, image_sm, link), or a bare image address as version 1 of ours listed them. */
const SlideSchema = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.looseObject({ image: z.string().check(z.minLength(1)) })]),
  z.transform((slide: string | { [field: string]: unknown; image: string }) =>
    typeof slide === 'string' ? { image: slide } : textFields(slide, SLIDE_FIELDS),
  ),
);

/** Hero settings as spec section 3 has them (JSON text), with the numbers and switches a store may send as text: an aspect of `16:9` is `16/9`. */
function heroSettings(settings: unknown): unknown {
  const found = settingsObject(settings);
  if (!found) return settings;
  const read = { ...found };
  if ('autoplayInterval' in read) read.autoplayInterval = numberFrom(read.autoplayInterval);
  if ('fullpage' in read) read.fullpage = switchFrom(read.fullpage);
  if (isRecord(read.aspect))
    read.aspect = Object.fromEntries(
      Object.entries(read.aspect).map(([size, ratio]) => [
        size,
        typeof ratio === 'string' ? ratio.replace(/\s*[:x]\s*/, '/').trim() : ratio,
      ]),
    );
  if (isRecord(read.slidesconfig))
    read.slidesconfig = Object.fromEntries(Object.entries(read.slidesconfig).map(([key, value]) => [key, numberFrom(value)]));
  return read;
}

/**
 * Another store's hero (spec section 3): the list of slides as `data` itself, settings as JSON text;
 * version 1 of ours listed bare image addresses under `images`. Slides are read one by one: one
 * without a picture is left out, and a field of another type leaves out that field only.
 */
export function migrate(component: StoredComponent): StoredComponent {
  const list = listIn(component.data, 'slides', 'images');
  const settings = heroSettings(component.settings);
  const withSettings = settings === undefined ? component : { ...component, settings };
  if (!list) return withSettings;
  return { ...withSettings, data: { slides: listOf(SlideSchema, 'slides').parse(list).slice(0, 20) } };
}
