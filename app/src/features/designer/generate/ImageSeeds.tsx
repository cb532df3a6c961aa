import { ImageIcon, UploadIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { useImageFilePicker } from '@/lib/use-image-file-picker'
import { displayAddress } from '@/theming/background-address'
import { generateClient } from './generate-client'

type Seeds =
  | { status: 'idle' }
  | { status: 'reading'; from: string }
  | { status: 'ready'; from: string; seeds: string[] }
  | { status: 'failed'; from: string; message: string }

/**
 * Seed colours from an image: the theme's background image or one chosen from the device, read
 * in the worker, offered as swatches best first. Choosing a swatch makes it the seed.
 */
export function ImageSeeds({
  backgroundImage,
  seed,
  onSeed,
}: {
  backgroundImage: string | undefined
  seed: string
  onSeed: (seed: string) => void
}) {
  const [seeds, setSeeds] = useState<Seeds>({ status: 'idle' })

  async function read(image: Blob | string, from: string) {
    setSeeds({ status: 'reading', from })
    try {
      const found = await generateClient.seeds(image)
      setSeeds({ status: 'ready', from, seeds: found })
      const [best] = found
      if (best) onSeed(best)
    } catch (error) {
      setSeeds({
        status: 'failed',
        from,
        message: `The image could not be read: ${errorMessage(error)}`,
      })
    }
  }

  const picker = useImageFilePicker((file) => read(file, file.name), 'Please choose an image file')

  return (
    <section aria-labelledby="generate-image-heading" className="flex flex-col gap-2">
      <h3 id="generate-image-heading" className="text-sm font-medium">
        From an image
      </h3>
      <div className="flex flex-wrap gap-2">
        {backgroundImage && (
          <Button
            size="sm"
            variant="outline"
            // Seeds read the same from a very large image's display copy, in far less.
            onClick={() => void read(displayAddress(backgroundImage), 'the background image')}
          >
            <ImageIcon aria-hidden />
            Use background image
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={picker.busy} onClick={picker.open}>
          <UploadIcon aria-hidden />
          Upload image
        </Button>
        <input {...picker.inputProps} aria-label="Image to take seed colours from" />
      </div>
      <div aria-live="polite" className="text-sm">
        {seeds.status === 'reading' && <p role="status">Reading {seeds.from}...</p>}
        {seeds.status === 'failed' && (
          <p role="alert" className="text-destructive">
            {seeds.message}
          </p>
        )}
        {seeds.status === 'ready' && (
          <div className="flex flex-col gap-1">
            <p className="text-muted-foreground">Seeds from {seeds.from}, best first:</p>
            <ul aria-label="Seed colours from the image" className="flex flex-wrap gap-2">
              {seeds.seeds.map((candidate) => (
                <li key={candidate}>
                  <button
                    type="button"
                    aria-label={`Seed ${candidate}`}
                    aria-pressed={candidate === seed}
                    title={candidate}
                    className="size-9 rounded-[var(--radius-md)] border-2 border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:border-foreground"
                    style={{ background: candidate }}
                    onClick={() => onSeed(candidate)}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  )
}
