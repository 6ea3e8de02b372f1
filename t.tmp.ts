import { openDatabase } from './server/db/client';
import { seedDatabase } from './server/seed/seed-database';
import { searchProducts } from './server/services/catalogue/search-products';
import { parseProductListQuery } from './server/services/catalogue/product-list-query';
const d = await openDatabase({});
await seedDatabase(d.db, { products: 10000 });
for (const raw of [{ q: 'ata' }, { q: 'biscut' }, { q: 'rice', c: 'staples', s: 'price_asc' }, {q: 'atta', c: 'staples', s: 'price_desc'}, { s: 'discount' }, { s: 'name' }, {}, {c:'fruits-vegetables'}, {q:'fresh'}, {s: 'price_asc', page: '400'}, {s: 'price_desc', b: 'amul,mitti-fresh'}]) {
  const p = parseProductListQuery(raw);
  if (!p.ok) { console.log(raw, p.message); continue; }
  const ts: number[] = []; let r: any;
  for (let i = 0; i < 21; i++) { const t = performance.now(); r = await searchProducts(d.db, 1, p.query); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log(JSON.stringify(raw), ts[10].toFixed(1), 'ms', r.meta.total, r.data.slice(0, 3).map((x: any) => x.product_name + ' ' + Math.min(...x.packs.map((p: any) => p.price))));
}
await d.close();
