import type { Product } from '../../../src/generated/types/product';
import { absoluteImageUrl } from '../../../contract/image-url';
import { richText } from '../../../contract/rich-text';

const plainText = (html: string | null) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The page fields a product page takes from its product: SEO title, description, image and Product JSON-LD. */
export function productPageFields(product: Product, origin: string) {
  const description = plainText(richText(product.product_description)).slice(0, 300);
  const absolute = (path: string) => new URL(path, origin).href;
  const prices = product.packs.map((p) => p.price);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    description,
    sku: String(product.product_id),
    url: absolute(`/products/${product.slug}`),
    image: product.medias.map((m) => absoluteImageUrl(m.src, origin)).filter((url) => url !== null),
    brand: { '@type': 'Brand', name: product.brand_name },
    ...(product.category_name ? { category: product.category_name } : {}),
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'INR',
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: prices.length,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  };
  return {
    seo_title: product.product_name,
    seo_description: description,
    seo_image: product.image || null,
    seo_og_type: 'product',
    schema_script: JSON.stringify(jsonLd),
  };
}
