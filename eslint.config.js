import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

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
    // Features stand alone: they use shared code and the engine, never each other or the app shell.
    files: ['app/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/features/*'],
              message:
                'Features import shared code only (components, lib, platform, storage) and the engine; use relative imports inside a feature.',
            },
            {
              group: ['../../*'],
              message: 'Features must not reach into other features or the app shell.',
            },
          ],
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
    // Shared code sits below the features.
    files: ['app/src/{components,lib,platform,storage}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/features/*'],
              message: 'Shared code must not depend on features or the app shell.',
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
)
