import { WandSparklesIcon } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { GenerateProps } from './generate-props'

// The panel, its colour library and its worker load only when the panel is first opened.
const GeneratePanel = lazy(() => import('./GeneratePanel'))

/** 'Generate' in the Designer's header: opens the panel that makes colours from a seed or image. */
export function GenerateButton(props: GenerateProps) {
  const [open, setOpen] = useState(false)
  // Once loaded the panel stays mounted (closed), so it keeps its choices.
  const [loaded, setLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <WandSparklesIcon aria-hidden />
        {/* On a phone the header keeps one row: the icon shows, the name is still read out. */}
        <span className="max-sm:sr-only">Generate</span>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <GeneratePanel
            {...props}
            open={open}
            onOpenChange={setOpen}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  )
}
