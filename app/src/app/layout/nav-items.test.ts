import { describe, expect, it } from 'vitest'
import { isNavItemActive, NAV_ITEMS } from './nav-items'

describe('sidebar entries', () => {
  it('lists the routes in display order with their labels, the Designer after the JSON Editor', () => {
    expect(NAV_ITEMS.map((item) => [item.route, item.label])).toEqual([
      ['/', 'Themes'],
      ['/json-editor', 'JSON Editor'],
      ['/designer', 'Designer'],
      ['/background-editor', 'Background'],
      ['/components', 'Components'],
      ['/tables', 'Tables'],
      ['/dialogs', 'Dialogs'],
      ['/about', 'About'],
    ])
  })

  it('makes the home entry active only on the exact path', () => {
    expect(isNavItemActive('/', '/')).toBe(true)
    expect(isNavItemActive('/', '/about')).toBe(false)
    expect(isNavItemActive('/', '/prepare-nft')).toBe(false)
  })

  it('makes other entries active on their path and on paths starting with it', () => {
    expect(isNavItemActive('/about', '/about')).toBe(true)
    expect(isNavItemActive('/about', '/about/details')).toBe(true)
    expect(isNavItemActive('/about', '/tables')).toBe(false)
    expect(isNavItemActive('/json-editor', '/json')).toBe(false)
  })
})
