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
 * writes it. A header action, so it shows from the md breakpoint up.
 */
export function RenderTargetSelect() {
  const id = useId()
  const target = useRenderTarget((state) => state.target)
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap text-muted-foreground">
        Render as
      </Label>
      <div className="w-72">
        <NativeSelect id={id} value={target} options={OPTIONS} onValueChange={setRenderTarget} />
      </div>
    </div>
  )
}
