import type { ReactNode } from 'react'
import { TooltipProvider } from '@/components/ui/tooltip'

/** App-wide providers; one tooltip provider so delays are shared (700 ms open, 300 ms skip). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <TooltipProvider>{children}</TooltipProvider>
}
