// Writes the editor's paints on the app's document, and takes them off again. The theme-o-rama
// part goes through theme-dom's document writer, the shadcn variables inline on <html> through
// its element writer (inline, so they win over the app's own `:root` and `.dark` rules), and the
// class `dark` here. Every value passes the engine's CSS safety rule first; a value that fails is
// left out and counted.
import { cssUrl, isSafeCssUrl, isSafeCssValue, type CompiledTheme } from '@theme-a-roo/theme'
import { applyCompiledTheme, removeCompiledTheme } from '@theme-a-roo/theme-dom'
import type { ImageReference, PaintMessage, PaintedTheme } from './protocol.ts'

/** At most this many stored images are kept; the oldest goes first. */
const MAX_IMAGES = 16

export interface PaintOutcome {
  /** Values left out because they failed the safety rule. */
  skipped: number
  /** Stored images the paint named that this page does not hold. */
  missingImages: string[]
}

/** What <html>'s class attribute was before the first paint, to give it back word for word. */
interface PriorRoot {
  classAttribute: string | null
  dark: boolean
}

export interface Painter {
  paint(message: PaintMessage): PaintOutcome
  storeImage(id: string, dataUrl: string): void
  /** Takes off everything written, leaving the document as it was before the first paint. */
  clear(): void
  forgetImages(): void
}

function safeEntries(values: Record<string, string>, count: () => void): Record<string, string> {
  const safe: Record<string, string> = {}
  for (const [name, value] of Object.entries(values)) {
    if (isSafeCssValue(value)) safe[name] = value
    else count()
  }
  return safe
}

export function createPainter(doc: Document): Painter {
  const images = new Map<string, string>()
  let prior: PriorRoot | undefined

  function imageAddress(reference: ImageReference, missing: string[]): string | undefined {
    if ('url' in reference) return reference.url
    const dataUrl = images.get(reference.id)
    if (dataUrl === undefined) missing.push(reference.id)
    return dataUrl
  }

  /** The theme as theme-dom takes it, every value checked and the image resolved. */
  function compiledOf(theme: PaintedTheme, outcome: PaintOutcome): CompiledTheme {
    const skip = () => void outcome.skipped++
    const { background, ...rest } = theme
    const { '--background-image': _ignored, ...variables } = theme.variables
    const compiled: CompiledTheme = {
      ...rest,
      variables: safeEntries(variables, skip),
      attributes: safeEntries(theme.attributes, skip),
      bodyAttributes: safeEntries(theme.bodyAttributes ?? {}, skip),
      rejected: [],
    }
    const address = background && imageAddress(background.image, outcome.missingImages)
    const image = address === undefined ? undefined : cssUrl(address)
    if (background && image && isSafeCssUrl(image)) {
      // 'initial' is what leaving the declaration out would give.
      const setting = (value: string) => (isSafeCssValue(value) ? value : (skip(), 'initial'))
      compiled.background = {
        ...background,
        image,
        size: setting(background.size),
        position: setting(background.position),
        repeat: setting(background.repeat),
      }
      compiled.variables['--background-image'] = image
    } else {
      if (address !== undefined) skip()
      compiled.hasBackgroundImage = false
      compiled.bodyClassNames = []
    }
    return compiled
  }

  return {
    paint({ theme, shadcn, dark }) {
      const outcome: PaintOutcome = { skipped: 0, missingImages: [] }
      const root = doc.documentElement
      prior ??= {
        classAttribute: root.getAttribute('class'),
        dark: root.classList.contains('dark'),
      }
      const compiled = compiledOf(theme, outcome)
      const shadcnVariables = safeEntries(shadcn, () => void outcome.skipped++)
      applyCompiledTheme(doc, compiled)
      applyCompiledTheme(
        root,
        {
          className: '',
          attributes: {},
          variables: shadcnVariables,
          hasBackgroundImage: false,
          rejected: [],
        },
        { variablesOnly: true },
      )
      root.classList.toggle('dark', dark)
      return outcome
    },
    storeImage(id, dataUrl) {
      images.delete(id)
      images.set(id, dataUrl)
      for (const oldest of images.keys()) {
        if (images.size <= MAX_IMAGES) break
        images.delete(oldest)
      }
    },
    clear() {
      if (!prior) return
      const root = doc.documentElement
      removeCompiledTheme(root)
      removeCompiledTheme(doc)
      root.classList.toggle('dark', prior.dark)
      // Same classes as before: the attribute goes back as it was written (order, spacing).
      const before = new Set(prior.classAttribute?.split(/\s+/).filter(Boolean) ?? [])
      const now = new Set(root.classList)
      if (before.size === now.size && [...now].every((name) => before.has(name))) {
        if (prior.classAttribute === null) root.removeAttribute('class')
        else root.setAttribute('class', prior.classAttribute)
      }
      prior = undefined
    },
    forgetImages() {
      images.clear()
    },
  }
}
