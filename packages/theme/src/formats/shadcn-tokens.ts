// shadcn/ui's published token set (names without `--`), as its base colours and registry themes
// write them. No imports: validation reads this list too.

/** The colours every complete shadcn/ui theme sets; a source without one of them is partial. */
export const SHADCN_CORE_COLORS: readonly string[] = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'border',
  'input',
  'ring',
]

/** Chart colours and the sidebar's eight tokens. */
export const SHADCN_CHART_AND_SIDEBAR_TOKENS: readonly string[] = [
  'chart-1',
  'chart-2',
  'chart-3',
  'chart-4',
  'chart-5',
  'sidebar',
  'sidebar-foreground',
  'sidebar-primary',
  'sidebar-primary-foreground',
  'sidebar-accent',
  'sidebar-accent-foreground',
  'sidebar-border',
  'sidebar-ring',
]

/** `names` with, after some of them, the names `after` puts there: lists built on shadcn's own. */
export function withNamesAfter(
  names: readonly string[],
  after: Readonly<Record<string, readonly string[]>>,
): string[] {
  return names.flatMap((name) => [name, ...(after[name] ?? [])])
}

/** Every colour of shadcn/ui's themes, `destructive-foreground` of its Tailwind v3 themes included. */
export const SHADCN_COLOR_TOKENS: ReadonlySet<string> = new Set([
  ...SHADCN_CORE_COLORS,
  'destructive-foreground',
  ...SHADCN_CHART_AND_SIDEBAR_TOKENS,
  'sidebar-background',
])
