// Design Tokens files written for the tests in the shapes three tools give them (values and names
// are our own): a Figma design-system export, a Style Dictionary source and a Tokens Studio file.

const color = (hex: string) => ({ $type: 'color', $value: hex })
const rem = (value: number) => ({ $type: 'dimension', $value: { value, unit: 'rem' } })

/**
 * As a Figma design system exports its variables: semantic colours by role and variant, each
 * variant's `default`, sizes beside them (one of them a stroke width named `border`), fonts, and
 * references spelt as the variables are named.
 */
export const FIGMA_SYSTEM_TOKENS = {
  color: {
    primitive: { slate: { 100: color('#f1f3f6'), 900: color('#1b1f29') } },
    background: {
      default: {
        // Figma spells a reference as its variable is named, not as its key.
        default: { $type: 'color', $value: '{color.Primitive.Slate.100}' },
        hover: color('#e4e7ec'),
        secondary: color('#e9edf3'),
      },
      brand: { default: color('#3d5afe'), hover: color('#2f48d8') },
      danger: { default: color('#c62828') },
    },
    border: { default: { default: color('#c9ced8') }, brand: { default: color('#3d5afe') } },
    text: {
      default: {
        default: { $type: 'color', $value: '{color.primitive.slate.900}' },
        secondary: color('#5b6472'),
      },
      brand: { default: color('#2f48d8'), 'on-brand': color('#f7f8ff') },
      danger: { 'on-danger': color('#fff5f5') },
    },
  },
  size: {
    stroke: { border: rem(0.0625), focus: rem(0.125) },
    radius: { 200: rem(0.5), full: rem(624.9375) },
  },
  font: { 'family-sans': { $type: 'fontFamily', $value: 'Inter' } },
  typography: {
    heading: { 'font-family': { $type: 'fontFamily', $value: '{font.Family Sans}' } },
    body: {
      $type: 'typography',
      $value: { fontFamily: 'Inter', fontSize: { value: 1, unit: 'rem' }, fontWeight: 400 },
    },
  },
}

/** As a Style Dictionary source: a base palette, text and background colours by rank. */
export const STYLE_DICTIONARY_TOKENS = {
  color: {
    $type: 'color',
    base: { gray: { light: { $value: '#d6d9de' }, dark: { $value: '#2a2e35' } } },
    background: {
      primary: { $value: '#ffffff' },
      secondary: { $value: '#eef1f5' },
    },
    text: {
      primary: { $value: '{color.base.gray.dark}' },
      secondary: { $value: '#59616d' },
    },
    border: { $value: '{color.base.gray.light}' },
  },
  font: { family: { $type: 'fontFamily', base: { $value: ['Source Sans 3', 'sans-serif'] } } },
  size: { padding: { $type: 'dimension', medium: { $value: '16px' } } },
}

/**
 * As Tokens Studio writes several token sets in one file: a global palette, one set per mode
 * whose aliases name the palette without its set, `_` for a group's own value, a DTCG `$root`,
 * and the tool's own `$themes` and `$metadata`.
 */
export const TOKENS_STUDIO_TOKENS = {
  global: {
    palette: {
      $type: 'color',
      white: { $value: '#ffffff' },
      ink: { $value: '#161a22' },
      teal: { 500: { $value: '#0f8b8d' }, 300: { $value: '#5cc3c4' } },
    },
  },
  'theme/light': {
    bg: {
      $type: 'color',
      _: { $value: '{palette.white}' },
      muted: { $value: '#f0f3f4' },
    },
    fg: { $type: 'color', _: { $value: '{palette.ink}' }, muted: { $value: '#55606a' } },
    primary: {
      $type: 'color',
      _: { $value: '{palette.teal.500}' },
      fg: { $value: '{palette.white}' },
    },
    accent: { $root: { $type: 'color', $value: '#ffe9a8' } },
  },
  'theme/dark': {
    bg: { $type: 'color', _: { $value: '{palette.ink}' }, muted: { $value: '#222832' } },
    fg: { $type: 'color', _: { $value: '{palette.white}' }, muted: { $value: '#a7b0ba' } },
    primary: {
      $type: 'color',
      _: { $value: '{palette.teal.300}' },
      fg: { $value: '{palette.ink}' },
    },
    accent: { $root: { $type: 'color', $value: '#5c4a12' } },
  },
  $themes: [{ id: 'light', name: 'Light', selectedTokenSets: { global: 'source' } }],
  $metadata: { tokenSetOrder: ['global', 'theme/light', 'theme/dark'] },
}
