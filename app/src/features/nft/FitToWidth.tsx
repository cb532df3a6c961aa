import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Shows fixed-size content scaled down to fit a narrower column (a phone), without changing the
 * content's own size: the preview is still rendered, and saved, at its real dimensions.
 */
export function FitToWidth({ width, children }: { width: number; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null)
  const [scale, setScale] = useState(1)
  useLayoutEffect(() => {
    const element = frame.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [width])
  return (
    <div ref={frame} className="w-full" style={{ maxWidth: width, height: width * scale }}>
      <div style={{ width, transform: `scale(${scale})`, transformOrigin: 'top left' }}>
        {children}
      </div>
    </div>
  )
}
