// `npm run lint`: code rules plus the layers of docs/architecture.md. An import that runs up the
// layers (a feature reaching into the router, a control into a feature …) fails `npm test`.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Layers, top to bottom (folders); each may import itself and the layers listed in `may`. */
const layers = [
  {
    // The page editor is a separate application (vite.editor.config.ts) over the store's own layers;
    // nothing of the store imports it, so none of it reaches the store's pages.
    type: 'editor',
    folders: ['src/editor'],
    may: ['shell', 'router', 'engine', 'registry', 'features', 'context', 'ui', 'sanitise', 'machines', 'telemetry', 'api', 'contract'],
  },
  {
    type: 'shell',
    folders: ['src/shell'],
    may: ['router', 'engine', 'registry', 'features', 'context', 'ui', 'sanitise', 'machines', 'telemetry', 'api', 'contract'],
  },
  {
    type: 'router',
    folders: ['src/router'],
    may: ['engine', 'registry', 'features', 'context', 'ui', 'sanitise', 'telemetry', 'api', 'contract'],
  },
  { type: 'engine', folders: ['src/engine'], may: ['registry', 'context', 'ui', 'sanitise', 'telemetry', 'contract'] },
  { type: 'registry', folders: ['registry'], may: ['features', 'context', 'ui', 'sanitise', 'contract'] },
  { type: 'features', folders: ['src/features'], may: ['context', 'ui', 'sanitise', 'machines', 'telemetry', 'api', 'contract'] },
  { type: 'context', folders: ['src/context'], may: ['api', 'contract'] },
  { type: 'ui', folders: ['src/ui'], may: ['machines', 'contract'] },
  { type: 'sanitise', folders: ['src/sanitise'], may: ['ui', 'telemetry', 'contract'] },
  { type: 'machines', folders: ['src/machines'], may: ['contract'] },
  { type: 'telemetry', folders: ['src/telemetry'], may: ['api', 'contract'] },
  { type: 'api', folders: ['src/api'], may: ['contract'] },
  { type: 'contract', folders: ['contract', 'src/generated', 'src/types'], may: [] },
  { type: 'server', folders: ['server'], may: ['contract'] },
];
const mayImport = (type) => [type, ...(layers.find((layer) => layer.type === type)?.may ?? [])];
const toLayers = (types) => ({ to: { element: { types: { anyOf: types } } } });

/** Single files that sit outside their layer's folder. */
const files = [
  // The app's entry modules belong to the shell.
  { category: 'entry', pattern: ['src/main.tsx', 'src/start.ts', 'src/entry-server.tsx'] },
  // Generated from the registry's folders, imported by the registry's index.
  { category: 'registry-entries', pattern: 'src/generated/registry-entries.ts' },
  // Page-data migrations live in their component's folder, but are plain functions the server runs too.
  { category: 'migration', pattern: 'registry/*/migrate.ts' },
  // A component's server-side data lives in its folder too, but is server code: only the server imports it.
  { category: 'resolver', pattern: 'registry/*/resolve.ts' },
];

const testFiles = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'tests/**', '.storybook/**', 'src/generated/stories/**'];

export default tseslint.config(
  {
    ignores: [
      '.shots/**',
      'dist/**',
      'dist-server/**',
      'storybook-static/**',
      'test-results/**',
      '.test-results/**',
      'server/db/migrations/**',
      'src/generated/validators/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A callback may read a variable that is assigned after it is made (an observer it disconnects).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'registry/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/**/*.ts'],
    ignores: testFiles,
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': layers.flatMap(({ type, folders }) => folders.map((pattern) => ({ type, pattern, partialMatch: false }))),
      'boundaries/files': files,
    },
    rules: {
      // Every source file belongs to a layer (or is one of the single files above).
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...layers.map(({ type }) => ({ from: { element: { type } }, allow: toLayers(mayImport(type)) })),
            { from: { file: { categories: 'entry' } }, allow: toLayers(mayImport('shell')) },
            { from: { file: { categories: 'entry' } }, allow: { to: { file: { categories: 'entry' } } } },
            { from: { file: { categories: 'registry-entries' } }, allow: toLayers(['registry']) },
            { from: { element: { types: { anyOf: ['contract', 'server'] } } }, allow: { to: { file: { categories: 'migration' } } } },
            { from: { file: { categories: 'resolver' } }, allow: toLayers(['server', 'contract']) },
            { from: { element: { type: 'server' } }, allow: { to: { file: { categories: 'resolver' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The payment stand-ins are plain scripts served to the browser (ES5, no modules).
    files: ['server/services/payments/stand-ins/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    // Browser code never imports server code, a component's resolver included (an import inside one
    // folder is not a dependency between layers, so the boundaries rule alone would not see it).
    files: ['src/**/*.{ts,tsx}', 'registry/**/*.{ts,tsx}'],
    ignores: [...testFiles, 'registry/*/resolve.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(server/|resolve$)', message: 'Server code (a resolve.ts included) stays out of the browser.' }] },
      ],
      // A page's first Intl number or date format loads ICU's locale data: 40–90 ms of one task, four
      // times that on a slow phone (docs/performance.md). src/ui/format writes them out instead.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'toLocaleString loads ICU locale data in one long task: use src/ui/format (formatCount, formatPrice, formatIndiaDate).',
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]",
          message: 'Intl formats load ICU locale data in one long task: use src/ui/format (formatCount, formatPrice, formatIndiaDate).',
        },
      ],
    },
  },
  {
    // Machines are pure: no React, no network (actors are injected).
    files: ['src/machines/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'react-dom', '@xstate/react', 'ofetch'] }],
      'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest', 'window', 'document'],
    },
  },
);
