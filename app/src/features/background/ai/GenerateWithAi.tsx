import { hslStringToRgb } from '@theme-a-roo/theme'
import { LoaderCircleIcon, SparklesIcon } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { OptionSelect } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'
import { remembered } from '@/components/preferences/remembered'
import { useIsWorkingThemeSelected } from '@/theming/theme-runtime'
import { currentBackgroundRevision, useWorkingTheme } from '@/theming/working-theme'
import { setWorkingThemeBackgroundImage } from '@/theming/working-background'
import {
  describeGenerationError,
  generateBackgroundImage,
  hasImageClientConfig,
  ImageClientUnavailableError,
  loadImageClient,
} from './image-client'
import {
  DEFAULT_IMAGE_MODEL,
  IMAGE_MODELS,
  isImageModel,
  NoImageDataError,
  type ImageModel,
} from './image-request'

type ClientStatus = 'starting' | 'ready' | 'unavailable'

const rememberedPrompt = remembered('designPrompt')
const rememberedModel = remembered('imageModel')

function readStoredModel(): ImageModel {
  const stored = rememberedModel.readText()
  return isImageModel(stored) ? stored : DEFAULT_IMAGE_MODEL
}

/**
 * Method (3) of the Background Image card: the user describes a picture, the AI provider paints
 * it in the theme's colours, and it becomes the working theme's background.
 */
export default function GenerateWithAi() {
  const id = useId()
  const editable = useIsWorkingThemeSelected()
  const themeColor = useWorkingTheme((state) => state.theme.colors?.themeColor)
  const [clientStatus, setClientStatus] = useState<ClientStatus>(() =>
    hasImageClientConfig() ? 'starting' : 'unavailable',
  )
  const [prompt, setPrompt] = useState(() => rememberedPrompt.readText() ?? '')
  const [model, setModel] = useState<ImageModel>(readStoredModel)
  const [generating, setGenerating] = useState(false)
  const request = useRef<AbortController | undefined>(undefined)

  // Leaving the page cancels a generation in flight: its image would land on a page no one sees.
  useEffect(() => () => request.current?.abort(), [])

  useEffect(() => {
    let active = true
    void loadImageClient().then((client) => {
      if (active) setClientStatus(client ? 'ready' : 'unavailable')
    })
    return () => {
      active = false
    }
  }, [])

  const available = clientStatus !== 'unavailable'
  const disabled = !available || !editable

  function changePrompt(value: string) {
    setPrompt(value)
    rememberedPrompt.writeText(value)
  }

  function changeModel(value: ImageModel) {
    setModel(value)
    rememberedModel.writeText(value)
  }

  async function generate() {
    if (generating) return
    if (!available) {
      toast.error(new ImageClientUnavailableError().message)
      return
    }
    const description = prompt.trim()
    if (!description) {
      toast.error('Please enter a prompt')
      return
    }
    setGenerating(true)
    const abort = new AbortController()
    request.current = abort
    // An image chosen another way while this one is generated wins over it.
    const since = currentBackgroundRevision()
    try {
      const dataUrl = await generateBackgroundImage(
        {
          description,
          themeColor: themeColor ? hslStringToRgb(themeColor) : undefined,
          model,
        },
        abort.signal,
      )
      await setWorkingThemeBackgroundImage(dataUrl, { ifUnchangedSince: since })
    } catch (error) {
      if (abort.signal.aborted) return
      reportFailure(error)
      if (error instanceof ImageClientUnavailableError) setClientStatus('unavailable')
    } finally {
      if (request.current === abort) request.current = undefined
      if (!abort.signal.aborted) setGenerating(false)
    }
  }

  // Dimmed as a whole when not configured; the '(Not available)' note itself stays readable.
  const dimmed = !available && 'opacity-50'
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-available={available}
      data-inactive={!available || undefined}
      className="flex flex-col gap-3"
    >
      <h4
        id={`${id}-heading`}
        className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold"
      >
        <span className={cn(dimmed)}>(3) Generate with AI</span>
        {!available && (
          <span className="text-xs font-medium text-muted-foreground">(Not available)</span>
        )}
      </h4>
      <div data-testid="generate-with-ai-controls" className={cn('flex flex-col gap-3', dimmed)}>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-prompt`}>Describe your background image</Label>
          <Textarea
            id={`${id}-prompt`}
            placeholder="Describe your background image"
            value={prompt}
            disabled={disabled}
            rows={3}
            maxLength={1000}
            onChange={(event) => changePrompt(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-2 sm:w-44">
            <Label htmlFor={`${id}-model`}>Model</Label>
            <OptionSelect
              id={`${id}-model`}
              value={model}
              options={IMAGE_MODELS}
              disabled={disabled}
              onValueChange={changeModel}
            />
          </div>
          <Button
            className="sm:flex-1"
            disabled={disabled || generating}
            onClick={() => void generate()}
          >
            {generating ? (
              <>
                <LoaderCircleIcon className="animate-spin" aria-hidden />
                Generating...
              </>
            ) : (
              <>
                <SparklesIcon aria-hidden />
                Generate Image
              </>
            )}
          </Button>
        </div>
      </div>
    </section>
  )
}

function reportFailure(error: unknown) {
  if (error instanceof ImageClientUnavailableError) {
    toast.error(error.message)
  } else if (error instanceof NoImageDataError) {
    toast.error('Failed to generate image', { description: error.message })
  } else {
    console.error('Error generating image', describeGenerationError(error))
    toast.error('Error generating image', { description: describeGenerationError(error) })
  }
}
