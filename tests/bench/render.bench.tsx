/**
 * Render benchmark (`npm run bench`, vitest with jsdom): a 200-component page of the fixtures through
 * our registry (validation on) and the same content through Puck's `<Render>` (@puckeditor/core), in
 * one process, with the same leaf renderers and providers; then 1,000 product cards. Prints a table.
 */
import { median } from './percentile';
import { Render, type Config } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { registry } from '../../registry';
import type { ProductData } from '../../contract/product';
import { type PageComponent } from '../../contract/page-data';
import { parsePageData } from '../../contract/read-page-data';
import { PageRenderer } from '../../src/engine/PageRenderer';
import { prepareComponent } from '../../src/engine/prepare-component';
import { RegistryProvider } from '../../src/engine/registry-context';
import { ProductCard } from '../../src/features/catalogue/ProductCard';
import { fixturePages } from '../support/fixture-pages';
import { StoreProviders } from '../support/store-providers';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

// One of each fixture component type (the `screen` type needs a route), repeated to 200.
const samples = fixturePages()
  .filter(({ file }) => file.startsWith('components/') && !file.includes('screen'))
  .map(({ page }) => parsePageData(page).data[0])
  .filter((c): c is PageComponent => Boolean(c));
const page: PageComponent[] = Array.from({ length: 200 }, (_, i) => ({ ...(samples[i % samples.length] as PageComponent), order: i }));

const shell = (children: ReactNode) => (
  <StoreProviders>
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <RegistryProvider registry={registry}>{children}</RegistryProvider>
    </Router>
  </StoreProviders>
);

/** Milliseconds to mount `element` into a fresh root and commit it synchronously (median of ROUNDS after a warm-up). */
async function timeMount(element: ReactNode, ready: (el: HTMLElement) => boolean): Promise<number> {
  const mount = () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const started = performance.now();
    flushSync(() => root.render(element));
    const elapsed = performance.now() - started;
    return { host, root, elapsed };
  };
  // Warm-up: lazy renderers and validators load once.
  const warm = mount();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(ready(warm.host)).toBe(true);
  warm.root.unmount();
  warm.host.remove();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const run = mount();
    expect(ready(run.host)).toBe(true);
    times.push(run.elapsed);
    run.root.unmount();
    run.host.remove();
  }
  return median(times);
}

it('prints the render benchmark', async () => {
  // Puck gets the same renderers with props prepared beforehand: it does no validation of its own.
  const components: Config['components'] = {};
  const content: { type: string; props: Record<string, unknown> & { id: string } }[] = [];
  for (const [i, c] of page.entries()) {
    const entry = registry.get(c.name);
    if (!entry) throw new Error(`no registry entry for ${c.name}`);
    const [module, validators] = await Promise.all([entry.load(), entry.loadValidators()]);
    const prepared = prepareComponent(c, validators);
    if (!prepared.ok) throw new Error(`fixture ${c.name} is invalid at ${prepared.pointer}`);
    const Renderer = module.default as (props: Record<string, unknown>) => ReactNode;
    components[c.name] ??= { render: ({ prepared: props }: { prepared: Record<string, unknown> }) => <Renderer {...props} /> } as never;
    content.push({ type: c.name, props: { id: `c${i}`, prepared: prepared.props } });
  }
  const config = { components } as Config;
  const data = { root: { props: {} }, content };

  const rendered = (el: HTMLElement) => el.querySelectorAll('.loading-placeholder').length === 0 && el.textContent!.length > 1000;
  const ours = await timeMount(shell(<PageRenderer components={page} />), rendered);
  const puck = await timeMount(shell(<Render config={config} data={data} />), rendered);
  // The product carousel fixture's products, repeated to 1,000 distinct cards.
  const carousel = samples.find((c) => c.name === 'product-carousel')?.response as { products: ProductData[] };
  const products = Array.from({ length: 1000 }, (_, i) => ({
    ...(carousel.products[i % carousel.products.length] as ProductData),
    product_id: i + 1,
  }));
  const cards = await timeMount(
    shell(
      <div className="product-grid">
        {products.map((p) => (
          <ProductCard key={p.product_id} product={p} />
        ))}
      </div>,
    ),
    (el) => el.querySelectorAll('.product-card').length === 1000,
  );

  console.log(`\nRender benchmark (jsdom, React 19, median of ${ROUNDS} mounts after a warm-up, ${samples.length} component types):\n`);
  console.log('| what | median |');
  console.log('|---|---|');
  console.log(`| 200-component page, our registry (validation on) | ${ours.toFixed(1)} ms |`);
  console.log(`| same content, Puck \`<Render>\` | ${puck.toFixed(1)} ms |`);
  console.log(`| ratio ours / Puck | ${(ours / puck).toFixed(2)} |`);
  console.log(`| 1,000 product cards | ${cards.toFixed(1)} ms |`);
}, 300_000);
