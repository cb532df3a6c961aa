import { LoaderCircleIcon } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { PageErrorBoundary } from '@/components/layout/PageErrorBoundary'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { CurrentBackgroundImage } from './CurrentBackgroundImage'
import { PasteImageUrl } from './PasteImageUrl'
import { UploadImage } from './UploadImage'

// The AI provider's SDK is large; it loads only when this method is on screen.
const GenerateWithAi = lazy(() => import('./ai/GenerateWithAi'))

function GenerateWithAiLoading() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
      Loading...
    </p>
  )
}

export function BackgroundImageCard({
  editable,
  className,
}: {
  editable: boolean
  className?: string
}) {
  return (
    <Card className={className} data-inactive={!editable || undefined}>
      <CardHeader>
        <CardTitle className="text-lg">Background Image</CardTitle>
        <CardDescription>Link to, upload or generate a background image</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <CurrentBackgroundImage editable={editable} />
        <div className="flex flex-col gap-5">
          <p className="text-sm font-medium">Choose one of these three methods</p>
          <PasteImageUrl editable={editable} />
          <hr className="border-border" />
          <UploadImage editable={editable} />
          <hr className="border-border" />
          {/*
           * A disabled fieldset disables every form control inside, whatever the method renders.
           * Its own failure stays inside the card, so the other two methods keep working.
           */}
          <fieldset disabled={!editable} className="m-0 min-w-0 border-0 p-0">
            <PageErrorBoundary prefix="Error rendering theme editor:">
              <Suspense fallback={<GenerateWithAiLoading />}>
                <GenerateWithAi />
              </Suspense>
            </PageErrorBoundary>
          </fieldset>
        </div>
      </CardContent>
    </Card>
  )
}
