import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { themeNameSlug } from '@theme-a-roo/theme'
import { PageBody } from '@/components/layout/PageBody'
import { PageErrorBoundary } from '@/components/layout/PageErrorBoundary'
import { PageHeader } from '@/components/layout/PageHeader'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { nftImage } from '@/components/stored-images/nft-images'
import { useThemeRuntime } from '@/theming/theme-runtime'
import { isCollectionInfoComplete } from './collection-info'
import { CollectionInfoStep } from './steps/CollectionInfoStep'
import { ImagesStep } from './steps/ImagesStep'
import { hasPreviousScreen } from './previous-screen'
import { MetadataStep } from './steps/MetadataStep'
import { UploadStep } from './steps/UploadStep'
import { useHashImagesAhead } from './use-image-upload'
import { useStoredImage } from './use-stored-image'
import { goToStep, updateCollectionInfo, useNftWizard, type WizardStep } from './wizard-store'

const STEPS: Record<WizardStep, { title: string; subtitle: string }> = {
  1: {
    title: 'Collection Information',
    subtitle: 'Provide details about your theme collection. Required fields are marked with *.',
  },
  2: {
    title: 'NFT Images',
    subtitle: 'Upload images for your NFT collection. The NFT icon is required.',
  },
  3: {
    title: 'Upload to IPFS',
    subtitle: 'Review your images and upload them to create your NFT collection.',
  },
  4: {
    title: 'Generate Metadata',
    subtitle: 'Generate OpenSea-compatible metadata for your NFT collection.',
  },
}

/** Whether the current step's rule lets the user go on. */
function useCanGoNext(step: WizardStep): boolean {
  const info = useNftWizard((state) => state.info)
  const uploadedCount = useNftWizard((state) => state.uploaded.length)
  const icon = useStoredImage('nft-icon-image')
  if (step === 1) return isCollectionInfoComplete(info)
  if (step === 2) return icon.status === 'present'
  if (step === 3) return uploadedCount > 0
  return false
}

function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <ol className="flex items-center gap-2" aria-label="Steps">
      {([1, 2, 3, 4] as const).map((number) => (
        <li key={number} className="flex min-w-0 flex-1 items-center gap-2">
          <span
            aria-current={number === step ? 'step' : undefined}
            className={cn(
              'grid size-8 shrink-0 place-items-center rounded-full border text-sm font-semibold',
              number < step && 'border-primary bg-primary text-primary-foreground',
              number === step && 'border-primary text-foreground ring-2 ring-ring/40',
              number > step && 'text-muted-foreground',
            )}
          >
            {number < step ? <CheckIcon className="size-4" aria-label="Done:" /> : number}
            <span className="sr-only">{STEPS[number].title}</span>
          </span>
          <span
            aria-hidden
            className={cn(
              'hidden truncate text-sm lg:inline',
              number === step ? 'font-medium' : 'text-muted-foreground',
            )}
          >
            {STEPS[number].title}
          </span>
          {number < 4 && <span aria-hidden className="h-px min-w-4 flex-1 bg-border" />}
        </li>
      ))}
    </ol>
  )
}

function StepContent({ step }: { step: WizardStep }): ReactNode {
  if (step === 1) return <CollectionInfoStep />
  if (step === 2) return <ImagesStep />
  if (step === 3) return <UploadStep />
  return <MetadataStep />
}

/** The Theme NFT wizard: collection info, images, upload to IPFS, metadata. */
export default function PrepareNftPage() {
  const navigate = useNavigate()
  const step = useNftWizard((state) => state.step)
  const canGoNext = useCanGoNext(step)
  const displayName = useThemeRuntime((state) => state.current?.theme.displayName)
  const heading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  // The file names follow the theme's display name.
  useEffect(() => {
    if (displayName !== undefined) updateCollectionInfo('baseName', themeNameSlug(displayName))
  }, [displayName])

  // Each step change moves focus to the new step's title, so keyboard and screen-reader users
  // land on what changed instead of on a button that may have moved or gone.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    heading.current?.focus()
  }, [step])

  // The images are read back from the database once, for the Next rule and the previews.
  useEffect(() => {
    void nftImage('nft-icon-image').load()
    void nftImage('nft-banner-image').load()
  }, [])
  useHashImagesAhead()

  // Back to the screen before this one; with none of this app's in the tab, to Themes.
  const leave = () => void (hasPreviousScreen() ? navigate(-1) : navigate('/'))
  const back = () => (step === 1 ? leave() : goToStep((step - 1) as WizardStep))
  const { title, subtitle } = STEPS[step]

  return (
    <>
      <PageHeader title="Theme NFT" back={leave} />
      <PageBody className="flex flex-col gap-6">
        <StepIndicator step={step} />
        {/* On phones the step is not boxed in a card of its own: the cards inside need the width. */}
        <Card className="max-md:border-0 max-md:bg-transparent max-md:shadow-none max-md:[backdrop-filter:none]">
          <CardHeader className="max-md:px-0 max-md:pt-0">
            <p className="text-sm text-muted-foreground">Step {step} of 4</p>
            <h2
              ref={heading}
              tabIndex={-1}
              className="text-xl leading-none font-semibold tracking-tight focus-visible:outline-none"
            >
              {title}
            </h2>
            <CardDescription>{subtitle}</CardDescription>
          </CardHeader>
          <CardContent className="max-md:px-0">
            <PageErrorBoundary prefix="Error rendering theme page:">
              <StepContent step={step} />
            </PageErrorBoundary>
          </CardContent>
        </Card>
        <div className="flex items-center justify-between gap-3">
          <Button variant="outline" onClick={back}>
            <ArrowLeftIcon aria-hidden />
            Back
          </Button>
          {step < 4 && (
            <Button disabled={!canGoNext} onClick={() => goToStep((step + 1) as WizardStep)}>
              Next
              <ArrowRightIcon aria-hidden />
            </Button>
          )}
        </div>
      </PageBody>
    </>
  )
}
