import { CopyIcon, EllipsisVerticalIcon, SendIcon } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { PageBody } from '@/components/layout/PageBody'
import { PageErrorBoundary } from '@/components/layout/PageErrorBoundary'
import { RenderTargetSelect } from '@/components/render-target/RenderTargetSelect'
import { PageHeader } from '@/components/layout/PageHeader'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/cn'

/* Each swatch is painted with the theme's colour pair, so poor contrast shows at a glance. */
const paletteSwatches = [
  { name: 'Primary', className: 'bg-primary text-primary-foreground' },
  { name: 'Secondary', className: 'bg-secondary text-secondary-foreground' },
  { name: 'Accent', className: 'bg-accent text-accent-foreground' },
  { name: 'Destructive', className: 'bg-destructive text-destructive-foreground' },
]

const radiusSamples = [
  { name: 'none', className: 'rounded-[var(--radius-none,0px)]' },
  { name: 'sm', className: 'rounded-[var(--radius-sm)]' },
  { name: 'md', className: 'rounded-[var(--radius-md)]' },
  { name: 'lg', className: 'rounded-[var(--radius-lg)]' },
  { name: 'xl', className: 'rounded-[var(--radius-xl)]' },
]

function PreviewCard({
  title,
  description,
  children,
  className,
}: {
  title: string
  description: string
  children: ReactNode
  className?: string
}) {
  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col justify-center gap-4">{children}</CardContent>
    </Card>
  )
}

function SampleCard() {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-lg">Cards</CardTitle>
          <Badge variant="secondary">New</Badge>
        </div>
        <CardDescription>Card background, border, shadow and text.</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 text-sm">
        <p>
          Cards group related content. This one uses the theme&apos;s card colours and corner
          radius.
        </p>
        <p className="text-muted-foreground">Muted text sits on the same surface.</p>
      </CardContent>
      <CardFooter className="gap-2">
        <Button size="sm">Save</Button>
        <Button size="sm" variant="outline">
          Cancel
        </Button>
      </CardFooter>
    </Card>
  )
}

function PalettePreview() {
  return (
    <div className="grid grid-cols-2 gap-3">
      {paletteSwatches.map((swatch) => (
        <div
          key={swatch.name}
          className={cn(
            'flex h-20 flex-col justify-between rounded-[var(--radius-md)] border p-3 text-sm shadow-[var(--shadow-sm,none)]',
            swatch.className,
          )}
        >
          <span className="font-semibold">{swatch.name}</span>
          <span className="text-xs opacity-90">Foreground text</span>
        </div>
      ))}
    </div>
  )
}

function RadiusPreview() {
  return (
    <div className="grid grid-cols-5 gap-2 sm:gap-3">
      {radiusSamples.map((sample) => (
        <div key={sample.name} className="flex flex-col items-center gap-2">
          <div
            className={cn(
              'aspect-square w-full max-w-16 border-2 border-primary bg-muted',
              sample.className,
            )}
          />
          <span className="font-mono text-xs text-muted-foreground">{sample.name}</span>
        </div>
      ))}
    </div>
  )
}

function DropdownPreview() {
  return (
    <div className="flex justify-center">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <EllipsisVerticalIcon aria-hidden />
            Open Menu
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="center" className="w-44">
          <DropdownMenuItem>
            <SendIcon aria-hidden />
            Transfer
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Disabled</DropdownMenuItem>
          <DropdownMenuItem>Item</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem>
            <CopyIcon aria-hidden />
            Copy
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}

function InputPreview() {
  const id = useId()
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Email</Label>
      <Input id={id} type="email" placeholder="name@example.com" autoComplete="off" />
      <Input aria-label="Disabled input" placeholder="Disabled input" disabled />
    </div>
  )
}

function SwitchPreview() {
  const id = useId()
  const [checked, setChecked] = useState(true)
  return (
    <div className="flex items-center justify-between gap-4 rounded-[var(--radius-md)] border p-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>Notifications</Label>
        <span className="text-sm text-muted-foreground">{checked ? 'On' : 'Off'}</span>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={setChecked} />
    </div>
  )
}

function CheckboxPreview() {
  const id = useId()
  const disabledId = useId()
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <Checkbox id={id} defaultChecked />
        <Label htmlFor={id}>Accept terms and conditions</Label>
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id={disabledId} disabled />
        <Label htmlFor={disabledId}>Disabled option</Label>
      </div>
    </div>
  )
}

function SelectPreview() {
  const id = useId()
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Choose an option</Label>
      <Select defaultValue="none">
        <SelectTrigger id={id}>
          <SelectValue placeholder="Select an option" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="none">None</SelectItem>
          <SelectItem value="one">One</SelectItem>
          <SelectItem value="two">Two</SelectItem>
        </SelectContent>
      </Select>
    </div>
  )
}

function ButtonsPreview() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button>Primary</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="destructive">Destructive</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="link">Link</Button>
    </div>
  )
}

function ComponentsShowcase() {
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <SampleCard />
      <PreviewCard title="Color Palette" description="Theme colours with their foreground text.">
        <PalettePreview />
      </PreviewCard>
      <PreviewCard title="Border Radius" description="The theme's corner sizes.">
        <RadiusPreview />
      </PreviewCard>
      <PreviewCard title="Buttons" description="Primary, outline, destructive, ghost and link.">
        <ButtonsPreview />
      </PreviewCard>
      <PreviewCard title="Dropdown Menu" description="A menu in a themed popover.">
        <DropdownPreview />
      </PreviewCard>
      <PreviewCard title="Input" description="Text fields on the input background.">
        <InputPreview />
      </PreviewCard>
      <PreviewCard title="Toggle Switch" description="Switch track and thumb colours.">
        <SwitchPreview />
      </PreviewCard>
      <PreviewCard title="Checkbox" description="Checked, unchecked and disabled.">
        <CheckboxPreview />
      </PreviewCard>
      <PreviewCard title="Select" description="A select list in a themed popover.">
        <SelectPreview />
      </PreviewCard>
    </div>
  )
}

export default function ComponentsPage() {
  return (
    <>
      <PageHeader title="Components">
        <RenderTargetSelect />
      </PageHeader>
      <PageBody>
        <PageErrorBoundary prefix="Error rendering theme page:">
          <ComponentsShowcase />
        </PageErrorBoundary>
      </PageBody>
    </>
  )
}
