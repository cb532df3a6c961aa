import type { CSSProperties } from 'react'
import { Toaster } from 'sonner'
import { useThemeRuntime } from '@/theming/theme-runtime'
import { usePauseToastsWhileBlurred } from './use-pause-toasts-while-blurred'

const TOAST_DURATION_MS = 5000

/*
 * Sonner's own stylesheet is unlayered, so Tailwind utilities (in layers) cannot override it; its
 * colour variables are set inline instead, from the current theme's popover colours.
 */
const toasterStyle = {
  '--normal-bg': 'var(--color-popover)',
  '--normal-text': 'var(--color-popover-foreground)',
  '--normal-border': 'var(--color-border)',
  '--border-radius': 'var(--radius-lg, 0.5rem)',
  fontFamily: 'var(--font-sans)',
} as CSSProperties

const toastStyle: CSSProperties = {
  backdropFilter: 'var(--popover-backdrop-filter, none)',
  WebkitBackdropFilter: 'var(--popover-backdrop-filter, none)',
  boxShadow: 'var(--shadow-dropdown, 0 4px 12px rgb(0 0 0 / 0.1))',
}

/**
 * The one toast outlet: bottom right, closes after 5 s, light or dark after the current theme.
 * Sonner's defaults supply the rest: pause on hover and while the page is hidden, Alt+T focuses
 * the notifications and Escape leaves them.
 */
export function AppToaster() {
  // Select only mostLike, so a theme change that keeps it does not re-render the toaster.
  const mostLike = useThemeRuntime((state) => state.current?.theme.mostLike) ?? 'light'
  usePauseToastsWhileBlurred()
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      theme={mostLike}
      closeButton
      style={toasterStyle}
      toastOptions={{
        style: toastStyle,
        classNames: { description: 'text-popover-foreground/80!' },
      }}
    />
  )
}
