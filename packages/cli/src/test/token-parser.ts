/*
 * Terrazzo's parser, loaded as the engine's design-token tests load it: through a specifier tsc
 * does not follow (its types pull in the DOM library, which this package compiles without), behind
 * the few types the tests need.
 */

const load = (name: string): Promise<unknown> => import(/* @vite-ignore */ name)

interface TerrazzoModule {
  Logger: new (options: { level: string }) => {
    stats: () => { errorCount: number; warnCount: number }
  }
  defineConfig: (config: object, options: { cwd: URL; logger: unknown }) => unknown
  parse: (
    inputs: { src: string; filename: URL }[],
    options: { config: unknown; logger: unknown },
  ) => Promise<{ tokens: Record<string, { $type: string; $value: unknown } | undefined> }>
}

/** The tokens Terrazzo reads from a DTCG document, and its error count (it throws on the first). */
export async function parseWithTerrazzo(text: string) {
  const terrazzo = (await load('@terrazzo/parser')) as TerrazzoModule
  const logger = new terrazzo.Logger({ level: 'warn' })
  const cwd = new URL('file:///tokens/')
  const config = terrazzo.defineConfig({}, { cwd, logger })
  const filename = new URL('theme.tokens.json', cwd)
  const { tokens } = await terrazzo.parse([{ src: text, filename }], { config, logger })
  return { tokens, errors: logger.stats().errorCount }
}
