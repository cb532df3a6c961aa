// @vitest-environment node
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import tseslint from 'typescript-eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The import fence in eslint.config.js: app -> features -> components -> theming -> storage ->
 * lib/platform, each layer importing only from those after it, features never from each other,
 * the UI kit never from the theme runtime, and no import cycles.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const FENCE_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
])

let eslint: ESLint

beforeAll(() => {
  // ignore: false lets the test lint the cycle fixtures the main run skips; the snippets are no
  // files of the TypeScript project, so the rules that need types are left out.
  eslint = new ESLint({
    cwd: repoRoot,
    ignore: false,
    overrideConfig: tseslint.configs.disableTypeChecked,
  })
})

/** The fence's complaints about `code` if it were the file at `path` (from the repository root). */
async function fenceErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${path}` })
  const messages = result?.messages ?? []
  const fatal = messages.find((message) => message.fatal)
  if (fatal) throw new Error(fatal.message)
  return messages.filter((message) => FENCE_RULES.has(message.ruleId ?? ''))
}

const USE_THEME =
  "import { useThemeRuntime } from '@/theming/theme-runtime'\nexport const x = useThemeRuntime\n"

describe('the import fence', { timeout: 120_000 }, () => {
  it('keeps the theme runtime out of components/ui', async () => {
    const errors = await fenceErrors('app/src/components/ui/x.tsx', USE_THEME)
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('components/ui stays free of the theme runtime'),
    ])
  })

  it('lets other shared components use the theme runtime', async () => {
    expect(await fenceErrors('app/src/components/layout/x.tsx', USE_THEME)).toEqual([])
  })

  it('refuses an import from a layer above', async () => {
    const errors = await fenceErrors('app/src/storage/x.ts', USE_THEME)
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('storage must not import from app, features, components, theming'),
    ])
  })

  it('refuses an import from another feature, by alias or relative path', async () => {
    const code = [
      "import { ActionsCard } from '@/features/themes/ActionsCard'",
      "import { SaveThemeDialog } from '../themes/SaveThemeDialog'",
      "import AboutPage from './AboutPage'",
      'export const parts = [ActionsCard, SaveThemeDialog, AboutPage]',
    ].join('\n')
    const errors = await fenceErrors('app/src/features/about/x.tsx', code)
    expect(errors.map((error) => error.line)).toEqual([1, 2])
  })

  it('keeps features and the shell out of storage, their tests included', async () => {
    const code = "import { STORAGE_KEYS } from '@/storage/keys'\nexport const k = STORAGE_KEYS\n"
    for (const path of [
      'app/src/features/designer/x.ts',
      'app/src/features/nft/x.test.ts',
      'app/src/app/layout/x.ts',
    ]) {
      const errors = await fenceErrors(path, code)
      expect(errors.map((error) => error.message)).toEqual([
        expect.stringContaining('features and app never import storage'),
      ])
    }
    expect(await fenceErrors('app/src/components/preferences/x.ts', code)).toEqual([])
  })

  it('keeps the packages free of the app', async () => {
    const code =
      "import { STORAGE_KEYS } from '../../../app/src/storage/keys'\nexport const k = STORAGE_KEYS\n"
    const errors = await fenceErrors('packages/session/src/x.ts', code)
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('Packages never import the app'),
    ])
  })

  it('keeps React, stores and the DOM writer out of the session', async () => {
    const code = [
      "import { useState } from 'react'",
      "import { create } from 'zustand'",
      "import { applyCompiledTheme } from '@theme-a-roo/theme-dom'",
      'export const parts = [useState, create, applyCompiledTheme]',
    ].join('\n')
    const errors = await fenceErrors('packages/session/src/x.ts', code)
    expect(errors.map((error) => error.line)).toEqual([1, 2, 3])
  })

  it('refuses an import cycle', async () => {
    const results = await eslint.lintFiles(['app/src/test/import-cycle/*.ts'])
    const cycles = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === 'import-x/no-cycle'),
    )
    expect(cycles).toHaveLength(2)
  })
})
