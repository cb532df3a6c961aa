import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'

/**
 * The app's layers, top to bottom. A layer may import from the layers below it, never from one
 * above, so shared code cannot grow a dependency on a page and the shell can be rearranged freely.
 */
const LAYERS = [
  ['app'],
  ['features'],
  ['components'],
  ['theming'],
  ['storage'],
  ['lib', 'platform'],
]
const src = (folder) => `app/src/${folder}`

const FEATURES = readdirSync(new URL('app/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const ZONES = [
  ...LAYERS.slice(1).map((layer, index) => {
    const above = LAYERS.slice(0, index + 1).flat()
    return {
      target: layer.map(src),
      from: above.map(src),
      message: `${layer.join(' and ')} must not import from ${above.join(', ')} (layers import only downwards).`,
    }
  }),
  // Features stand alone: what two features share moves down into components, theming or lib.
  ...FEATURES.map((feature) => ({
    target: src(`features/${feature}`),
    from: src('features'),
    except: [`./${feature}`],
    message: 'Features never import each other; move what they share into a lower layer.',
  })),
  {
    // The packages stand on their own: the app uses them, never the other way round.
    target: 'packages',
    from: 'app',
    message: 'Packages never import the app.',
  },
  {
    // The UI kit styles itself from CSS variables only, so it works with any theme runtime.
    target: src('components/ui'),
    from: src('theming'),
    message: 'components/ui stays free of the theme runtime; wrap it in components/ instead.',
  },
  {
    // Storage keys and formats are a contract with users' browsers, kept in one place: pages and
    // the shell remember things through components/preferences, components/stored-images or
    // theming, never by reading storage themselves (their tests included).
    target: [src('features'), src('app')],
    from: src('storage'),
    message:
      'features and app never import storage; use components/preferences, components/stored-images or theming.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      '**/dist-*',
      '**/node_modules',
      'app/src-tauri/target',
      'app/src-tauri/gen',
      '**/test-results',
      '**/playwright-report',
      '**/*.generated.ts',
      // A deliberate import cycle that app/src/import-layers.test.ts lints on its own.
      'app/src/test/import-cycle',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The fence: the zones above, and no import cycles (two modules that need each other can be
    // neither loaded, tested nor moved one without the other).
    files: ['app/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript modules when following imports (for cycles), resolving '@/' as tsc does.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // The app's tsconfig holds the '@/' alias; the engine imports only relative paths.
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/app/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Features take zod through the app's wrapper.
    files: ['app/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import z from '@/lib/zod', which keeps zod from probing for eval.",
            },
          ],
        },
      ],
    },
  },
  {
    // Theme CSS reaches the page through one writer, @theme-a-roo/theme-dom, so that each theme
    // replaces the last whole and can be taken off again; the app never writes it itself.
    files: ['app/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "ImportSpecifier[imported.name='compiledThemeToCss']",
          "MemberExpression[property.name='compiledThemeToCss']",
        ].map((selector) => ({
          selector,
          message: 'Write themes with applyCompiledTheme from @theme-a-roo/theme-dom.',
        })),
        {
          // A custom property, or a name only known when it runs.
          selector:
            "CallExpression[callee.property.name='setProperty']:not([arguments.0.type='Literal']:not([arguments.0.value=/^--/]))",
          message:
            'Theme variables go on elements through applyCompiledTheme from @theme-a-roo/theme-dom.',
        },
      ],
    },
  },
  {
    // The DOM writer depends on the engine and the DOM alone.
    files: ['packages/theme-dom/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@/*'],
              message: 'The theme DOM writer has no React or app dependency.',
            },
          ],
        },
      ],
    },
  },
  {
    // The live client runs inside someone else's app: the engine's safety rule and theme-dom only.
    files: ['packages/live/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'zustand', '@theme-a-roo/session', '@/*'],
              message: 'The live client depends on the engine and theme-dom alone.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is a library without React or the DOM.
    files: ['packages/theme/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@/*'],
              message: 'The theme engine has no React or app dependency.',
            },
          ],
        },
      ],
    },
  },
  {
    // The session runs where the app does not: a client in the user's app, a command line.
    files: ['packages/session/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'zustand', '@theme-a-roo/theme-dom', '@/*'],
              message: 'The theme session has no React, DOM or app dependency.',
            },
          ],
        },
      ],
    },
  },
)
