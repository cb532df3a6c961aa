import { useId } from 'react'
import { RENDER_TARGETS } from '@theme-a-roo/theme'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { RENDER_TARGET_LABELS, setRenderTarget, useRenderTarget } from '@/theming/render-target'

const OPTIONS = RENDER_TARGETS.map((target) => ({
  value: target,
  label: RENDER_TARGET_LABELS[target],
}))

/**
 * 'Render as': shows the current theme exactly as theme-o-rama 0.4 or the Sage wallet's 0.2
 * writes it. A header action shown on every screen: on phones it takes a row of its own, after
 * the other actions, so that it can be read in full.
 */
export function RenderTargetSelect() {
  const id = useId()
  const target = useRenderTarget((state) => state.target)
  return (
    <div
      data-always-show=""
      className="flex items-center gap-2 max-md:order-last max-md:basis-full"
    >
      <Label htmlFor={id} className="whitespace-nowrap text-muted-foreground">
        Render as
      </Label>
      <div className="min-w-0 flex-1 md:w-72 md:flex-none">
        <NativeSelect id={id} value={target} options={OPTIONS} onValueChange={setRenderTarget} />
      </div>
    </div>
  )
}
