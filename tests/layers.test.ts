import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// docs/architecture.md: imports run one way, shell → router → engine → registry → features →
// context, ui, sanitise, machines → telemetry, api → contract. `npm run lint` (part of `npm test`)
// enforces it; these cases prove the rule refuses an arrow that runs backwards.
const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('layers', () => {
  it.each([
    [
      'a control reaching into a feature',
      'src/ui/probe.ts',
      "import { CartBar } from '../features/cart/CartBar';",
      'type "ui" to elements of type "features"',
    ],
    [
      'a feature reaching into the router',
      'src/features/cart/probe.ts',
      "import { useRoutedPage } from '../../router/use-routed-page';",
      'type "features" to elements of type "router"',
    ],
    [
      'a feature reaching into the shell',
      'src/features/cart/probe.ts',
      "import { Header } from '../../shell/header/Header';",
      'type "features" to elements of type "shell"',
    ],
    [
      'the router reaching into the shell',
      'src/router/probe.ts',
      "import { Header } from '../shell/header/Header';",
      'type "router" to elements of type "shell"',
    ],
    [
      'a renderer reaching into the engine',
      'registry/banner/probe.ts',
      "import { PageRenderer } from '../../src/engine/PageRenderer';",
      'type "registry" to elements of type "engine"',
    ],
    [
      'a machine reaching into the API',
      'src/machines/probe.ts',
      "import { loadPageData } from '../api/store-api';",
      'type "machines" to elements of type "api"',
    ],
    [
      'the API reaching into the UI',
      'src/api/probe.ts',
      "import { Spinner } from '../ui/loading/Spinner';",
      'type "api" to elements of type "ui"',
    ],
    [
      'the contract reaching into the API',
      'contract/probe.ts',
      "import { loadPageData } from '../src/api/store-api';",
      'type "contract" to elements of type "api"',
    ],
    [
      'the store’s shell reaching into the page editor',
      'src/shell/probe.ts',
      "import { EditorApp } from '../editor/EditorApp';",
      'type "shell" to elements of type "editor"',
    ],
    [
      'a feature reaching into the page editor',
      'src/features/cart/probe.ts',
      "import { componentKinds } from '../../editor/component-catalogue';",
      'type "features" to elements of type "editor"',
    ],
    [
      'the server importing browser code',
      'server/probe.ts',
      "import { formatPrice } from '../src/ui/format/price';",
      'type "server" to elements of type "ui"',
    ],
  ])('refuses %s', async (_, filePath, code, expected) => {
    expect((await problems(filePath, `${code}\nexport {};\n`)).join('\n')).toContain(expected);
  });

  it('refuses React and the network in a machine', async () => {
    const found = await problems('src/machines/probe.ts', "import { useState } from 'react';\nexport const probe = [useState, fetch];\n");
    expect(found).toEqual(
      expect.arrayContaining([expect.stringContaining('no-restricted-imports'), expect.stringContaining('no-restricted-globals')]),
    );
  });

  it.each([
    ['a renderer importing its own folder’s resolver', 'registry/product-grid/probe.ts', "import { resolve } from './resolve';"],
    [
      'a renderer importing server code',
      'registry/banner/probe.ts',
      "import { brandTiles } from '../../server/services/catalogue/brand-tiles';",
    ],
    ['a feature importing a resolver', 'src/features/cart/probe.ts', "import { resolve } from '../../../registry/product-grid/resolve';"],
  ])('refuses %s', async (_, filePath, code) => {
    expect((await problems(filePath, `${code}\nexport {};\n`)).join('\n')).toContain(
      'Server code (a resolve.ts included) stays out of the browser',
    );
  });

  it('refuses a source file outside every layer', async () => {
    expect(await problems('src/probe.ts', 'export const probe = 1;\n')).toEqual([expect.stringContaining('boundaries/no-unknown-files')]);
  });

  it.each([
    [
      'the shell using the router, a feature and the UI',
      'src/shell/probe.ts',
      "import { useRoutedPage } from '../router/use-routed-page';\nimport { CartBar } from '../features/cart/CartBar';\nimport { Spinner } from '../ui/loading/Spinner';\nexport const probe = [useRoutedPage, CartBar, Spinner];",
    ],
    [
      'a renderer using a feature and the route context',
      'registry/banner/probe.ts',
      "import { ProductCard } from '../../src/features/catalogue/ProductCard';\nexport const probe = [ProductCard];",
    ],
    [
      'a feature using another feature, a machine and the API',
      'src/features/cart/probe.ts',
      "import PincodeModal from '../pincode/PincodeModal';\nimport { cartMachine } from '../../machines/cart.machine';\nimport { loadPageData } from '../../api/store-api';\nexport const probe = [PincodeModal, cartMachine, loadPageData];",
    ],
    [
      'the page editor using the shell, the router, the engine and a machine',
      'src/editor/probe.ts',
      "import { Header } from '../shell/header/Header';\nimport { PageMain } from '../router/PageMain';\nimport { PageRenderer } from '../engine/PageRenderer';\nimport { pageEditorMachine } from '../machines/page-editor.machine';\nexport const probe = [Header, PageMain, PageRenderer, pageEditorMachine];",
    ],
    [
      'the server running a component migration',
      'server/probe.ts',
      "import { migrate } from '../registry/hero-slider/migrate';\nexport const probe = [migrate];",
    ],
    [
      'the server collecting a component’s resolver',
      'server/generated/probe.ts',
      "import { resolve } from '../../registry/product-grid/resolve';\nexport const probe = [resolve];",
    ],
    [
      'a resolver using the server’s services',
      'registry/banner/resolve.ts',
      "import { brandTiles } from '../../server/services/catalogue/brand-tiles';\nexport const probe = [brandTiles];",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await problems(filePath, `${code}\n`)).toEqual([]);
  });
});
