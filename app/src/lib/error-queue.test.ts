import { beforeEach, describe, expect, it } from 'vitest'
import { dismissError, errorTitle, reportError, useErrorQueue } from './error-queue'

beforeEach(() => useErrorQueue.setState({ errors: [] }))

describe('error queue', () => {
  it('keeps errors in the order they were reported', () => {
    reportError('upload', 'first')
    reportError('invalid', 'second')
    reportError('dexie', 'third')
    expect(useErrorQueue.getState().errors.map((e) => [e.kind, e.reason])).toEqual([
      ['upload', 'first'],
      ['invalid', 'second'],
      ['dexie', 'third'],
    ])
  })

  it('gives every error its own id', () => {
    const a = reportError('other', 'a')
    const b = reportError('other', 'a')
    expect(a).not.toBe(b)
  })

  it('dismisses the first error, revealing the next', () => {
    reportError('upload', 'first')
    reportError('invalid', 'second')
    dismissError()
    expect(useErrorQueue.getState().errors.map((e) => e.reason)).toEqual(['second'])
    dismissError()
    expect(useErrorQueue.getState().errors).toEqual([])
    dismissError()
    expect(useErrorQueue.getState().errors).toEqual([])
  })

  it.each([
    ['walletconnect', 'WalletConnect Error'],
    ['upload', 'Upload Error'],
    ['dexie', 'Dexie Error'],
    ['invalid', 'Error'],
    ['other', 'Error'],
  ] as const)('titles kind %s as %s', (kind, title) => {
    expect(errorTitle(kind)).toBe(title)
  })
})
