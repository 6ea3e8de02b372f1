/**
 * Puck's editor (@puckeditor/core, from its npm package, offline) on the benchmark's 300-component
 * page, for `npm run bench` to measure beside ours: the same store renderers with props prepared
 * beforehand (Puck does not validate), the same providers; a heading's title is a Puck text field.
 */
import { type Config, Puck } from '@puckeditor/core';
import '@puckeditor/core/puck.css';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PageComponentSchema } from '../../../contract/page-data';
import { parsePageData } from '../../../contract/read-page-data';
import { SlotContext, type SlotDrawer } from '../../../registry/slot-context';
import { PageRenderer } from '../../../src/engine/PageRenderer';
import { registry } from '../../../registry';
import { prepareComponent } from '../../../src/engine/prepare-component';
import { RegistryProvider } from '../../../src/engine/registry-context';
import '../../../src/shell/store.css';
import { StoreProviders } from '../../support/store-providers';

type Props = { id: string; title?: string; prepared: Record<string, unknown> };

const page = parsePageData(await (await fetch('/page.json')).json());
const components: Config['components'] = {};
const content: { type: string; props: Props }[] = [];
for (const [i, c] of page.data.entries()) {
  const entry = registry.get(c.name);
  if (!entry) throw new Error(`no registry entry for ${c.name}`);
  const [module, validators] = await Promise.all([entry.load(), entry.loadValidators()]);
  const prepared = prepareComponent(c, validators);
  if (!prepared.ok) throw new Error(`fixture ${c.name} is invalid at ${prepared.pointer}`);
  const Renderer = module.default as (props: Record<string, unknown>) => ReactNode;
  const isHeading = c.name === 'heading';
  components[c.name] ??= {
    fields: isHeading ? { title: { type: 'text', label: 'Title' } } : {},
    render: ({ title, prepared: props }: Props) => {
      const data = props.data as Record<string, unknown>;
      return <Renderer {...props} data={title === undefined ? data : { ...data, title }} />;
    },
  } as never;
  const data = prepared.props.data as { title?: string };
  content.push({ type: c.name, props: { id: `c${i}`, prepared: prepared.props, ...(isHeading ? { title: data.title } : {}) } });
}

// The layouts' components drawn as the store draws them (Puck's own slots would make them editable; here they are drawn).
const drawSlot: SlotDrawer = (list) => <PageRenderer components={list.map((c) => PageComponentSchema.parse(c))} />;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StoreProviders>
    <Router hook={memoryLocation({ path: '/', static: true }).hook}>
      <RegistryProvider registry={registry}>
        <SlotContext.Provider value={drawSlot}>
          <Puck config={{ components } as Config} data={{ root: { props: {} }, content }} />
        </SlotContext.Provider>
      </RegistryProvider>
    </Router>
  </StoreProviders>,
);
document.body.dataset.ready = 'true';
