import type { JsonSchemaType } from '@modelcontextprotocol/server'
import { TARGETS } from '../convert/export-input.ts'
import {
  contrastReport,
  convertTheme,
  diffThemes,
  fixContrast,
  renderPreviewOf,
  validateTheme,
} from './tools.ts'

/*
 * The MCP tools: names, descriptions and JSON Schemas of what they take and give. The schemas are
 * plain JSON Schema (the SDK validates with them), so the server needs no schema library.
 */

export interface ToolDefinition {
  name: string
  description: string
  input: JsonSchemaType
  output: JsonSchemaType
  run: (args: Record<string, unknown>) => ToolAnswer | Promise<ToolAnswer>
}

/** A tool's structured content, and the PNG it drew when it draws one (render_preview). */
export interface ToolAnswer {
  structured: Record<string, unknown>
  png?: Buffer
}

const THEME_TEXT = {
  type: 'string',
  description:
    'Theme text: theme-o-rama JSON, shadcn/ui CSS (Tailwind v4 or v3), a shadcn registry item, DTCG tokens or a share link',
}

const object = (
  properties: NonNullable<JsonSchemaType['properties']>,
  required: string[],
): JsonSchemaType => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
})

const FINDINGS = {
  type: 'array',
  items: object(
    {
      path: { type: 'string', description: "JSON pointer into the theme ('' = the document)" },
      severity: { enum: ['error', 'warning', 'note'] },
      rule: { type: 'string' },
      message: { type: 'string' },
    },
    ['path', 'severity', 'rule', 'message'],
  ),
}

const anything = {}

export const TOOLS: ToolDefinition[] = [
  {
    name: 'validate_theme',
    description:
      "Check a theme against the engine's schema and safety rules (hostile keys, unsafe CSS values, private-network images) and, with target 'sage', the Sage wallet's; findings at JSON pointers. Contrast: contrast_report.",
    input: object({ theme: THEME_TEXT, target: { enum: ['sage'] } }, ['theme']),
    output: object(
      { valid: { type: 'boolean' }, format: { type: ['string', 'null'] }, findings: FINDINGS },
      ['valid', 'format', 'findings'],
    ),
    run: (args) => ({ structured: validateTheme(args as Parameters<typeof validateTheme>[0]) }),
  },
  {
    name: 'contrast_report',
    description:
      'Every text/surface pair the Designer lists, in each mode, with its WCAG 2 ratio and AA target (measured over a white canvas), and the failing ones as findings.',
    input: object({ theme: THEME_TEXT }, ['theme']),
    output: object({ passes: { type: 'boolean' }, pairs: { type: 'array' }, findings: FINDINGS }, [
      'passes',
      'pairs',
      'findings',
    ]),
    run: (args) => ({ structured: contrastReport(args as Parameters<typeof contrastReport>[0]) }),
  },
  {
    name: 'fix_contrast',
    description:
      "The Designer's Fix all on a theme-o-rama theme: every failing pair's text colour moved in lightness only (hue kept). Returns the fixed theme text and the changes; writes nothing.",
    input: object({ theme: THEME_TEXT }, ['theme']),
    output: object(
      { theme: { type: 'string' }, changes: { type: 'array' }, stillFailing: { type: 'array' } },
      ['theme', 'changes', 'stillFailing'],
    ),
    run: (args) => ({ structured: fixContrast(args as Parameters<typeof fixContrast>[0]) }),
  },
  {
    name: 'convert_theme',
    description:
      "Convert a theme to another format, byte for byte as the app's Export writes it. counterpart: 'derived', 'none' or the other mode's theme text (default: the theme's own, else derived).",
    input: object(
      {
        theme: THEME_TEXT,
        to: { enum: Object.keys(TARGETS) },
        mode: { enum: ['light', 'dark'] },
        colorFormat: { enum: ['oklch', 'hex', 'hsl', 'rgb'] },
        counterpart: { type: 'string' },
      },
      ['theme', 'to'],
    ),
    output: object(
      { format: { type: 'string' }, text: { type: 'string' }, notes: { type: 'array' } },
      ['format', 'text', 'notes'],
    ),
    run: (args) => ({ structured: convertTheme(args as Parameters<typeof convertTheme>[0]) }),
  },
  {
    name: 'diff_themes',
    description:
      'Token-level differences between two themes (any formats), each { path, before, after } with a JSON pointer; null where a side lacks the field.',
    input: object({ before: THEME_TEXT, after: THEME_TEXT }, ['before', 'after']),
    output: object(
      {
        same: { type: 'boolean' },
        differences: {
          type: 'array',
          items: object(
            {
              mode: { enum: ['light', 'dark'] },
              path: { type: 'string' },
              before: anything,
              after: anything,
            },
            ['path', 'before', 'after'],
          ),
        },
      },
      ['same', 'differences'],
    ),
    run: (args) => ({ structured: diffThemes(args as Parameters<typeof diffThemes>[0]) }),
  },
  {
    name: 'render_preview',
    description:
      "The theme's preview card, as the NFT wizard draws it (320x320 at scale 2): a 640x640 PNG, returned as image content. A background image embedded as a data: URI is drawn; one at a web address is not fetched and one named as a file is not read (notes say so).",
    input: object({ theme: THEME_TEXT, mode: { enum: ['light', 'dark'] } }, ['theme']),
    output: object(
      {
        width: { type: 'number' },
        height: { type: 'number' },
        mimeType: { const: 'image/png' },
        notes: { type: 'array', items: { type: 'string' } },
      },
      ['width', 'height', 'mimeType', 'notes'],
    ),
    run: (args) => renderPreviewOf(args as Parameters<typeof renderPreviewOf>[0]),
  },
]
