// ESLint flat config: type-aware TypeScript, React Hooks, jsx-a11y, Next, and the architecture as rules.
// The layers (ARCHITECTURE.md): domain ← api, lib ← ui ← server, features ← mock ← app; src/mock/server (the mock's
// headers and session) sits beside src/server, which may use it. A feature is reached only through
// its public `index.ts`; no cycles. `npm run lint` runs with --max-warnings 0.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `from` layers a `target` layer may not import (paths relative to the repository root). */
const layerZones = [
  {
    target: './src/domain',
    from: './src',
    // ADR 0022: one model; the domain reads the generated models' types (type imports only, rule below).
    except: ['./domain', './api/generated/models'],
    message: 'src/domain is pure: it imports nothing of ours but src/domain and the types of src/api/generated/models.',
  },
  {
    target: './src/api',
    from: ['./src/lib', './src/ui', './src/server', './src/features', './src/mock', './src/app'],
    message: 'src/api imports only src/domain.',
  },
  {
    target: './src/lib',
    from: ['./src/api', './src/ui', './src/server', './src/features', './src/mock', './src/app'],
    message: 'src/lib imports only src/domain.',
  },
  {
    target: './src/ui',
    from: ['./src/server', './src/features', './src/mock', './src/app'],
    message: 'The shared UI layer (src/ui) sits below the features: it may import domain, api, lib and ui only.',
  },
  {
    target: './src/server',
    from: ['./src/features', './src/app', './src/mock/dev-kit', './src/mock/standins', './src/mock/index.ts'],
    message:
      "src/server (proxy and server-only helpers) may import domain, api, lib, ui and the mock's server helpers only.",
  },
  {
    target: ['./src/mock/server', './src/mock/scenario.ts'],
    from: [
      './src/lib',
      './src/ui',
      './src/server',
      './src/features',
      './src/app',
      './src/mock/dev-kit',
      './src/mock/standins',
    ],
    message: "The mock's server helpers (src/mock/server, src/mock/scenario.ts) import only domain and api.",
  },
  {
    target: './src/mock',
    from: ['./src/server', './src/app'],
    message: 'src/mock (mock only) sits above the features: it never imports routes or server-only modules.',
  },
  {
    // Production code outside src/test (test support may import its own fixtures).
    target: ['./src/!(test)/**/!(*.test).ts', './src/!(test)/**/!(*.test).tsx', './src/!(*.test).ts'],
    from: './src/test',
    message: 'src/test holds test support (component harness): only tests import it.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/server', './src/mock'],
    message:
      'Features are composed by src/app; they never import routes, server-only modules or the mock (src/mock: mock mode only).',
  },
];

const featureEntryOnly = {
  group: ['@/features/*/*'],
  message: 'Reach another feature only through its public entry: import from "@/features/<name>".',
};

const featureRelative = {
  group: ['../*'],
  message: 'A feature does not reach outside its folder by a relative path.',
};

// ADR 0008 / 0027: zod stays where orval generates it (src/api/generated, not linted), in src/server and in tests;
// the code that reaches the browser checks with the domain's own small checks (zod/mini put ~12 kB gzip of zod's core
// on every page).
const zodOutsideServer = {
  regex: '^(zod|@/api/generated/zod)(/.*)?$',
  message:
    'Client code checks with src/domain/storage-schema.ts (ADR 0027; zod costs ~12 kB gzip on every page); zod stays in src/api/generated, src/server and tests.',
};

/** The `no-restricted-imports` setting for a zone: the feature-entry rule plus the zone's own patterns. */
const restrictedImports = (...patterns) => ['error', { patterns: [featureEntryOnly, ...patterns] }];

/** Where zod may still be imported: server-only code, tests and test support. */
const zodAllowed = ['src/server/**/*.{ts,tsx}', 'src/test/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.next-*.tsconfig/**',
      '**/.next/**',
      'node_modules/**',
      'coverage/**',
      'public/**',
      'mocks/**',
      'src/api/generated/**',
      'next-env.d.ts',
      'scripts/bench/baseline-app/**',
      'scripts/bench/stack-floor-app/**',
      'scripts/bench/form-floor-app/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'gallery/**',
    ],
  },
  js.configs.recommended,
  // ADR 0024: types are checked once, by `tsc --noEmit`; ESLint runs the syntactic rules only.
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // CommonJS on purpose: the standalone server's entry (scripts/build/server-entry.cjs) loads Next's with require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, '@next/next': nextPlugin },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': restrictedImports(zodOutsideServer),
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(featureRelative, zodOutsideServer) },
  },
  {
    // ADR 0022: the domain uses the generated models as its types, never a value of src/api.
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/generated/models(/|$)',
              allowTypeImports: true,
              message: 'src/domain may only `import type` the generated models.',
            },
          ],
        },
      ],
    },
  },
  {
    files: zodAllowed,
    rules: { 'no-restricted-imports': restrictedImports() },
  },
  {
    files: ['src/features/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(featureRelative) },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Decision: the app is not built with the React Compiler, so its "compilation skipped" diagnostic reports
      // nothing that happens; the rules of hooks, purity and effect rules stay on.
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  prettier,
);
