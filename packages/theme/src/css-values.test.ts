import { describe, expect, it } from 'vitest'
import { cssUrl, isSafeCssUrl, isSafeCssValue } from './css-values.ts'

describe('isSafeCssValue', () => {
  it.each([
    'hsl(0 0% 100%)',
    'hsl(92, 20%, 42%)',
    '#2C323C',
    'lightgray',
    'transparent',
    'color-mix(in srgb, var(--theme-color) 20%, transparent)',
    'light-dark(#fff, #000)',
    'light-dark(color-mix(in hsl, var(--theme-color) 8%, white 92%), color-mix(in hsl, var(--theme-color) 10%, black 90%))',
    `'Inter', "Segoe UI", sans-serif`,
    "ui-monospace, SFMono-Regular, 'SF Mono', Consolas, monospace",
    '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
    'inset 0 2px 4px 0 rgb(0 0 0 / 0.05)',
    'blur(16px) saturate(180%) brightness(1.1)',
    'linear-gradient(135deg, hsl(220 100% 60%) 0%, rgba(0, 0, 0, 0.5) 100%)',
    'rgb(0 0 0 / 0.1)',
    'translateY(-1px)',
    '1px solid color-mix(in hsl, var(--theme-color) 0%, white 20%)',
    'calc(0.5rem + 2px)',
    'center top',
    '50% 50%',
    "'Font (Display) [Pro]', serif",
    '9999px',
    '',
  ])('accepts %s', (value) => {
    expect(isSafeCssValue(value)).toBe(true)
  })

  it.each([
    ['red; } body { display:none', 'semicolon and braces'],
    ['red;', 'semicolon'],
    ['red }', 'closing brace'],
    ['{', 'opening brace'],
    ['</style><script>alert(1)</script>', 'closing style tag'],
    ['red\nbody{}', 'newline'],
    ['red\r', 'carriage return'],
    ['red\u0000', 'NUL'],
    ['red\tblue', 'tab'],
    ['\\72 ed', 'backslash escape'],
    ['red /* comment', 'comment'],
    ['red */', 'comment end'],
    ['red !important', '!important'],
    ['red!IMPORTANT', '!important without space'],
    ['"unclosed', 'unbalanced double quote'],
    ["'unclosed", 'unbalanced single quote'],
    ['rgb(0 0 0', 'unclosed parenthesis'],
    ['rgb 0 0 0)', 'extra closing parenthesis'],
    ['a) (b', 'closing before opening'],
    ['[a', 'unclosed bracket'],
    ['(a]', 'mismatched bracket'],
    ['url(https://evil.example/x.png)', 'url()'],
    ['URL(x)', 'URL() upper case'],
    ['url (x)', 'url with space'],
    ['linear-gradient(red, blue), url(x)', 'url() in a list'],
    ['image-set("x.png" 1x)', 'image-set()'],
    ['-webkit-image-set("x.png" 1x)', '-webkit-image-set()'],
    ['cross-fade(url(a), url(b))', 'cross-fade()'],
    ['src("x")', 'src()'],
    ['image("x.png")', 'image()'],
    ['expression(alert(1))', 'expression()'],
    ['@import "x.css"', '@import'],
  ])('refuses %j (%s)', (value) => {
    expect(isSafeCssValue(value)).toBe(false)
  })

  it('refuses non-strings', () => {
    expect(isSafeCssValue(5)).toBe(false)
    expect(isSafeCssValue(null)).toBe(false)
  })

  it('does not mistake names that merely end in url or image for resource functions', () => {
    expect(isSafeCssValue('var(--my-url)')).toBe(true)
    expect(isSafeCssValue('my-image(1)')).toBe(true)
  })
})

describe('cssUrl', () => {
  it('quotes plain URLs', () => {
    expect(cssUrl('https://example.com/a b.png')).toBe('url("https://example.com/a b.png")')
    expect(cssUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'url("data:image/png;base64,iVBORw0KGgo=")',
    )
  })

  it('escapes quotes, backslashes, line breaks and <', () => {
    expect(cssUrl('a"b\\c\nd\re<f\u0000')).toBe('url("a\\22 b\\5c c\\a d\\d e\\3c f\\0 ")')
  })

  it('cannot be broken out of', () => {
    const url = cssUrl('x"); } body { display: none } :root { --a: url("y')
    expect(url.slice(5, -2)).not.toMatch(/"/)
  })
})

describe('isSafeCssUrl', () => {
  it('accepts what cssUrl produces', () => {
    for (const url of ['a.png', 'x"); } body {', 'a\\b\n<c'])
      expect(isSafeCssUrl(cssUrl(url))).toBe(true)
  })

  it.each([
    'url(x)',
    'url("a")b")',
    'url("a\\")',
    'url("a\\\\")',
    'url("a\nb")',
    'url("</style>")',
    'x url("a")',
  ])('refuses %j', (value) => {
    expect(isSafeCssUrl(value)).toBe(false)
  })
})
