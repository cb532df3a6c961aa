// The Designer as the router shows it: the feature's page with its preview's 'Your app' tab, which
// another feature brings (features stand alone; the shell puts them together). It has the page's
// name, so the page's chunk keeps its name.
import Designer from '@/features/designer/DesignerPage'
import { useLiveAppStatus } from '@/features/live/live-app-status'
import { LiveAppTab } from '@/features/live/LiveAppTab'

export { measureShownThemeEarly } from '@/features/designer/DesignerPage'

const tab = <LiveAppTab />

export default function DesignerPage() {
  const connected = useLiveAppStatus((state) => state.state.status !== 'idle')
  return <Designer yourApp={{ tab, first: connected }} />
}
