import {
  CircleAlertIcon,
  CircleCheckIcon,
  DownloadIcon,
  ImageIcon,
  LoaderCircleIcon,
} from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/lib/toast'
import { platform } from '@/platform/current-platform'
import { nftImage } from '@/components/stored-images/nft-images'
import { useThemeRuntime } from '@/theming/theme-runtime'
import { ImageUploadCard } from '../ImageUploadCard'
import { previewFileName, renderPreviewPng } from '../preview-png'
import { FitToWidth } from '../FitToWidth'
import { PREVIEW_SIZE, ThemePreviewCard } from '../ThemePreviewCard'
import { useStoredImage } from '../use-stored-image'
import { useNftWizard } from '../wizard-store'
import { displayAddress } from '@/theming/background-address'

function IconStatus() {
  const ready = useStoredImage('nft-icon-image').status === 'present'
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium">
      {ready ? (
        <CircleCheckIcon className="size-4 text-primary" aria-hidden />
      ) : (
        <CircleAlertIcon className="size-4 text-destructive" aria-hidden />
      )}
      {ready ? 'NFT Icon: Ready' : 'NFT Icon: Required'}
    </p>
  )
}

type PreviewAction = 'download' | 'use'

/** The generated icon, with Download PNG and a shortcut that makes it the NFT icon at once. */
function GeneratedPreviewCard() {
  const theme = useThemeRuntime((state) => state.current?.theme)
  const baseName = useNftWizard((state) => state.info.baseName)
  const card = useRef<HTMLDivElement>(null)
  const [busy, setBusy] = useState<PreviewAction>()

  async function render(): Promise<Blob | undefined> {
    if (!card.current) return undefined
    try {
      return await renderPreviewPng(card.current)
    } catch (error) {
      console.error('Failed to generate theme preview', error)
      toast.error('Failed to generate theme preview. Please try again.')
      return undefined
    }
  }

  async function download() {
    setBusy('download')
    try {
      const png = await render()
      if (!png) return
      try {
        const saved = await platform.saveBinaryFile(previewFileName(baseName), png)
        if (saved) toast.success('Image saved successfully.')
        else toast.info('Download cancelled')
      } catch (error) {
        console.error('Failed to save theme preview', error)
        toast.error('Failed to save theme preview. Please try again.')
      }
    } finally {
      setBusy(undefined)
    }
  }

  async function makeIcon() {
    setBusy('use')
    try {
      const png = await render()
      if (!png) return
      await nftImage('nft-icon-image').store(png)
      toast.success('Image uploaded successfully')
    } catch (error) {
      console.error('Failed to store the preview as the NFT icon', error)
      toast.error('Failed to upload image')
    } finally {
      setBusy(undefined)
    }
  }

  if (!theme) return null
  return (
    <Card className="min-w-0 lg:row-span-2">
      <CardHeader>
        <CardTitle className="text-base">Theme Preview</CardTitle>
        <CardDescription>
          A 320x320 preview of the current theme. Download it as a PNG, or use it as the NFT icon.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">
        <FitToWidth width={PREVIEW_SIZE}>
          <ThemePreviewCard theme={theme} ref={card} />
        </FitToWidth>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" disabled={busy !== undefined} onClick={() => void download()}>
            {busy === 'download' ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden />
            ) : (
              <DownloadIcon aria-hidden />
            )}
            Download PNG
          </Button>
          <Button variant="secondary" disabled={busy !== undefined} onClick={() => void makeIcon()}>
            {busy === 'use' ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden />
            ) : (
              <ImageIcon aria-hidden />
            )}
            Use as NFT Icon
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

function ThemeBackgroundCard({ image }: { image: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Theme Background Image</CardTitle>
        <CardDescription>This background image will be included in the NFT.</CardDescription>
      </CardHeader>
      <CardContent>
        <img
          src={displayAddress(image)}
          alt="Theme background"
          className="max-h-40 w-full rounded-md border object-cover"
        />
      </CardContent>
    </Card>
  )
}

/** Step 2: the icon (required), the banner (optional) and the theme's own background. */
export function ImagesStep() {
  const theme = useThemeRuntime((state) => state.current?.theme)
  if (!theme) return <p className="text-sm text-muted-foreground">No theme available</p>
  return (
    <div className="flex flex-col gap-6">
      <IconStatus />
      <div className="grid grid-cols-1 items-start gap-4 md:gap-6 lg:grid-cols-2">
        <GeneratedPreviewCard />
        <ImageUploadCard
          imageId="nft-icon-image"
          title="Custom NFT Icon"
          required
          description="The icon of your NFT. It should be 320x320px."
          frameClassName="mx-auto aspect-square w-full max-w-48"
        />
        <ImageUploadCard
          imageId="nft-banner-image"
          title="Collection Banner"
          description="A wide banner for the collection page, with a 4:1 aspect ratio (for example 800x200)."
          frameClassName="aspect-[4/1]"
        />
        {theme.backgroundImage && <ThemeBackgroundCard image={theme.backgroundImage} />}
      </div>
    </div>
  )
}
