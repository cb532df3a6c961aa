import { memo, useLayoutEffect, useRef } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { showEditsFirstIn } from './edits-first'
import './designer-preview.css'
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'

const VARIANTS = ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const

const ROWS = [
  { name: 'Aurora', kind: 'Dark', selected: false },
  { name: 'Meadow', kind: 'Light', selected: true },
  { name: 'Harbour', kind: 'Glass', selected: false },
]

/**
 * A small sample of what a theme styles (buttons of every variant, a card with a field and
 * switches, a table, a dialog), drawn with the app's own components so it shows the theme
 * exactly as the app does. Nothing in it acts: it is a picture to look at while editing. It takes
 * no props and reads no state: the theme reaches it through CSS variables alone, so an edit never
 * renders it again.
 */
export const DesignerPreview = memo(function DesignerPreview() {
  const view = useRef<HTMLDivElement>(null)
  // Edits show here first; the rest of the page follows when they pause.
  useLayoutEffect(() => (view.current ? showEditsFirstIn(view.current) : undefined), [])
  return (
    <div ref={view} className="flex flex-col gap-4" data-designer-preview inert>
      <Card>
        <CardHeader className="p-4">
          <CardTitle className="text-base">Card title</CardTitle>
          <CardDescription>Muted text on a card, as descriptions show.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 p-4 pt-0">
          <div className="flex flex-wrap gap-2">
            {VARIANTS.map((variant) => (
              <Button key={variant} size="sm" variant={variant} tabIndex={-1}>
                {variant.charAt(0).toUpperCase() + variant.slice(1)}
              </Button>
            ))}
          </div>
          <Input aria-label="Sample field" placeholder="A text field" tabIndex={-1} />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="flex items-center gap-2">
              <Switch checked aria-label="Switched on" tabIndex={-1} /> On
            </span>
            <span className="flex items-center gap-2">
              <Switch checked={false} aria-label="Switched off" tabIndex={-1} /> Off
            </span>
            <Badge>Badge</Badge>
            <Badge variant="secondary">Secondary</Badge>
          </div>
        </CardContent>
      </Card>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Theme</TableHead>
            <TableHead>Kind</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ROWS.map((row) => (
            <TableRow key={row.name} data-state={row.selected ? 'selected' : undefined}>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.kind}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2}>3 themes</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      <div
        className="rounded-[var(--radius-lg)] border bg-popover p-4 text-popover-foreground shadow-[var(--shadow-dropdown,var(--shadow-lg))] [backdrop-filter:var(--popover-backdrop-filter,none)] [-webkit-backdrop-filter:var(--popover-backdrop-filter,none)]"
        data-testid="preview-dialog"
      >
        <p className="font-semibold">Dialog title</p>
        <p className="mt-1 text-sm text-muted-foreground">A dialog shows popover colours.</p>
        <div className="mt-3 flex justify-end gap-2">
          <Button size="sm" variant="outline" tabIndex={-1}>
            Cancel
          </Button>
          <Button size="sm" tabIndex={-1}>
            Confirm
          </Button>
        </div>
      </div>
    </div>
  )
})
