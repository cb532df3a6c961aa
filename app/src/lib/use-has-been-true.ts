import { useState } from 'react'

/**
 * True from the first render in which `value` was true, and ever after. A part loaded on first
 * use (the navigation drawer, the error dialog) stays mounted once loaded, so it can animate out.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value)
  // Derived state set during render: React re-renders at once, before anything is painted.
  if (value && !seen) setSeen(true)
  return seen || value
}
