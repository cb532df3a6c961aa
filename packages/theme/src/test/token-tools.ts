// Terrazzo's parser and Style Dictionary, as the design-token tests use them. Their type
// declarations reach colorjs.io's, which pull the DOM library into the program, and the engine
// compiles without it (README, Development). So they are loaded through a specifier tsc does not
// follow, behind the few types the tests need.

const load = (name: string): Promise<unknown> => import(/* @vite-ignore */ name)

export interface TerrazzoToken {
  $type: string
  $value: unknown
}

export interface TerrazzoResult {
  tokens: Record<string, TerrazzoToken | undefined>
  /** What the parser and its recommended lint rules reported. */
  stats: { errorCount: number; warnCount: number }
}

interface TerrazzoModule {
  Logger: new (options: { level: string }) => {
    stats: () => { errorCount: number; warnCount: number }
  }
  defineConfig: (config: object, options: { cwd: URL; logger: unknown }) => unknown
  parse: (
    inputs: { src: string; filename: URL }[],
    options: { config: unknown; logger: unknown },
  ) => Promise<{ tokens: Record<string, TerrazzoToken | undefined> }>
}

/** Parses a tokens document as Terrazzo does (it throws on the first error). */
export async function parseWithTerrazzo(text: string): Promise<TerrazzoResult> {
  const terrazzo = (await load('@terrazzo/parser')) as TerrazzoModule
  const logger = new terrazzo.Logger({ level: 'warn' })
  const cwd = new URL('file:///tokens/')
  const config = terrazzo.defineConfig({}, { cwd, logger })
  const filename = new URL('theme.tokens.json', cwd)
  const { tokens } = await terrazzo.parse([{ src: text, filename }], { config, logger })
  return { tokens, stats: logger.stats() }
}

interface StyleDictionaryFile {
  destination?: string
  output: unknown
}

interface StyleDictionaryModule {
  default: new (config: object) => {
    formatPlatform: (platform: string) => Promise<StyleDictionaryFile[]>
  }
}

/**
 * The CSS files Style Dictionary builds in memory with its `css` transform group: one per mode
 * (`light.css` with `:root`, `dark.css` with `.dark`). A token's variable is named by the last
 * segment of its path, the shadcn name; any warning fails the build.
 */
export async function buildCssWithStyleDictionary(
  text: string,
  modes: readonly string[],
): Promise<Record<string, string>> {
  const { default: StyleDictionary } = (await load('style-dictionary')) as StyleDictionaryModule
  const dictionary = new StyleDictionary({
    tokens: JSON.parse(text) as unknown,
    log: { verbosity: 'silent', warnings: 'error' },
    hooks: {
      transforms: {
        'name/variable': {
          type: 'name',
          transform: (token: { path: string[]; name: string }) => token.path.at(-1) ?? token.name,
        },
      },
    },
    platforms: {
      css: {
        transformGroup: 'css',
        transforms: ['name/variable'],
        files: modes.map((mode) => ({
          destination: `${mode}.css`,
          format: 'css/variables',
          filter: (token: { path: string[] }) => token.path[0] === mode,
          options: { selector: mode === 'light' ? ':root' : '.dark' },
        })),
      },
    },
  })
  const files = await dictionary.formatPlatform('css')
  return Object.fromEntries(files.map((file) => [file.destination ?? '', String(file.output)]))
}
