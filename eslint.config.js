import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

// The layers of ARCHITECTURE.md, as lint: app → features → (components, lib, config, hmda).
// Each feature folder may import only itself among the features; the shared layers never import
// a feature or the app; hmda is pure TypeScript (also run in Node): no React, no UI, no
// configuration, and of lib/ only the pure csv.ts and dates.ts.
const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const SHARED = ['./src/components', './src/lib', './src/config', './src/hmda', './src/styles']
const APP = ['./src/app', './src/main.tsx', './src/boot.ts', './src/entry-prerender.tsx']
const layerZones = [
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature does not import another feature: move what both need to components, lib or hmda.',
  })),
  {
    target: SHARED,
    from: ['./src/features', ...APP],
    message: 'Shared layers (components, lib, config, hmda) never import a feature or the app.',
  },
  {
    target: './src/hmda',
    from: ['./src/components', './src/config', './src/styles'],
    message: 'hmda/ is pure TypeScript: no UI, no configuration.',
  },
  {
    // Of lib/, hmda may use only the two pure modules it shares with the screens.
    target: './src/hmda',
    from: './src/lib',
    except: ['./csv.ts', './dates.ts'],
    message: 'hmda/ may use lib/csv.ts and lib/dates.ts only (pure TypeScript, no DOM).',
  },
]

export default tseslint.config(
  { ignores: ['dist', 'test-results', 'playwright-report', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // Issue 23: a screen is a model hook plus small views; no component (or its test) grows
    // past 300 lines.
    files: ['src/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['src/hmda/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['react', 'react-dom', 'react-*'], message: 'hmda/ has no React.' }],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{js,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs}'],
    extends: [js.configs.recommended],
  },
  {
    // e2e journeys wait for events or move the page's clock, and assert one known state.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No fixed sleeps: wait for an event or state, or use page.clock.',
        },
        {
          selector:
            ':matches(IfStatement, ConditionalExpression, LogicalExpression) CallExpression[callee.property.name=/^is(Visible|Hidden|Checked|Enabled|Disabled|Editable)$/]',
          message: 'No conditional steps on what the page shows: assert the state instead.',
        },
      ],
    },
  },
)
