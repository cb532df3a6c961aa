// The frame the user's app is shown in. It is one element kept at the end of the page, outside
// any page's tree, so the app keeps running (and connected) while the user moves between pages:
// moving a frame in the document would load it anew. The 'Your app' tab marks where it shows, and
// the frame follows that spot while the tab is open, and is hidden otherwise.

let frame: HTMLIFrameElement | undefined

/** The frame's window, the frame made (hidden) if there is none yet. */
export function appFrameWindow(): Window {
  if (!frame) {
    frame = document.createElement('iframe')
    frame.title = 'Your app'
    // The app may run scripts and forms as in its own tab, but never navigate this page.
    frame.sandbox.add('allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups')
    frame.referrerPolicy = 'no-referrer'
    frame.dataset.liveAppFrame = ''
    Object.assign(frame.style, {
      position: 'fixed',
      zIndex: '10',
      border: '0',
      visibility: 'hidden',
      background: 'white',
    })
    document.body.append(frame)
  }
  return frame.contentWindow as Window
}

export function showAddressInFrame(address: string): void {
  appFrameWindow()
  if (frame) frame.src = address
}

/** The part of `slot` not scrolled out of its scrolling ancestors, in viewport pixels. */
function visibleRect(slot: HTMLElement): DOMRect {
  let { left, top, right, bottom } = slot.getBoundingClientRect()
  for (let parent = slot.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowY === 'visible') continue
    const box = parent.getBoundingClientRect()
    left = Math.max(left, box.left)
    top = Math.max(top, box.top)
    right = Math.min(right, box.right)
    bottom = Math.min(bottom, box.bottom)
  }
  return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top))
}

/** Shows the frame over `slot`, following it each frame, until the returned function is called. */
export function placeAppFrame(slot: HTMLElement): () => void {
  let handle = 0
  let shown = ''
  const follow = () => {
    handle = requestAnimationFrame(follow)
    if (!frame) return
    const full = slot.getBoundingClientRect()
    const seen = visibleRect(slot)
    const place = `${full.left},${full.top},${full.width},${full.height},${seen.left},${seen.top},${seen.width},${seen.height}`
    if (place === shown) return
    shown = place
    const visible = seen.width > 0 && seen.height > 0
    Object.assign(frame.style, {
      left: `${full.left}px`,
      top: `${full.top}px`,
      width: `${full.width}px`,
      height: `${full.height}px`,
      // Cut to what the slot shows, so a scrolled-away part never covers the page around it.
      clipPath: `inset(${seen.top - full.top}px ${full.right - seen.right}px ${full.bottom - seen.bottom}px ${seen.left - full.left}px)`,
      visibility: visible ? 'visible' : 'hidden',
    })
  }
  follow()
  return () => {
    cancelAnimationFrame(handle)
    if (frame) frame.style.visibility = 'hidden'
  }
}
