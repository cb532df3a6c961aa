import { readFile } from 'node:fs/promises'
import type { Browser } from '@playwright/test'

/*
 * What a page costs in memory, from Linux's account of its renderer process: the most it ever held
 * resident (VmHWM). A decoded image lives outside the JavaScript heap that performance.memory and
 * CDP's heap figures report, so those would not see a gigabyte of pixels.
 */

async function rendererPeaks(browser: Browser): Promise<Map<number, number>> {
  const session = await browser.newBrowserCDPSession()
  try {
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[]
    }
    const peaks = new Map<number, number>()
    for (const { type, id } of processInfo) {
      if (type !== 'renderer') continue
      try {
        const status = await readFile(`/proc/${id}/status`, 'utf8')
        const kilobytes = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1])
        if (kilobytes) peaks.set(id, kilobytes * 1024)
      } catch {
        // The process ended while being read.
      }
    }
    return peaks
  } finally {
    await session.detach()
  }
}

/**
 * Watches the renderers `browser` starts from now on (a new context's pages and workers), and
 * tells the most any of them has held, in MB.
 */
export async function watchNewRenderers(browser: Browser) {
  const before = new Set((await rendererPeaks(browser)).keys())
  return {
    peakMegabytes: async (): Promise<number> => {
      const peaks = [...(await rendererPeaks(browser))]
        .filter(([id]) => !before.has(id))
        .map(([, bytes]) => bytes / 1024 / 1024)
      if (peaks.length === 0) throw new Error('No renderer was started after the watch began')
      return Math.max(...peaks)
    },
  }
}
