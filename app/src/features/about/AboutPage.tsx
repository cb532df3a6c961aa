import { themeSchema } from '@theme-a-roo/theme'
import { CopyIcon, ExternalLinkIcon } from 'lucide-react'
import { toast } from '@/lib/toast'
import { ExternalLink } from '@/components/ExternalLink'
import { PageBody } from '@/components/layout/PageBody'
import { PageErrorBoundary } from '@/components/layout/PageErrorBoundary'
import { PageHeader } from '@/components/layout/PageHeader'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Textarea } from '@/components/ui/textarea'
import { platform } from '@/platform/current-platform'

const links = [
  {
    href: 'https://github.com/dkackman/theme-a-roo',
    label: 'Theme-a-roo source code',
    detail: 'The source repository of this tool.',
  },
  {
    href: 'https://github.com/dkackman/theme-o-rama',
    label: 'theme-o-rama on GitHub',
    detail: 'The theme library that apps use to load these themes.',
  },
  {
    href: 'https://www.npmjs.com/package/theme-o-rama',
    label: 'theme-o-rama on npm',
    detail: 'The theme library’s package page.',
  },
]

const schemaText = JSON.stringify(themeSchema, null, 2)

async function copySchema() {
  try {
    await platform.writeClipboardText(schemaText)
    toast.success('Schema copied to clipboard')
  } catch (error) {
    console.error('Failed to copy schema to clipboard', error)
    toast.error('Failed to copy schema to clipboard')
  }
}

function AboutContent() {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">More Information</CardTitle>
          <CardDescription>
            Source code and the theme library behind the theme format.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-3">
            {links.map((link) => (
              <li key={link.href}>
                <ExternalLink
                  href={link.href}
                  className="group flex h-full flex-col gap-1 rounded-[var(--radius-md)] border p-4 transition-colors duration-150 hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="flex items-center gap-2 font-medium text-primary underline-offset-4 group-hover:text-accent-foreground group-hover:underline">
                    {link.label}
                    <ExternalLinkIcon className="size-4 shrink-0" aria-hidden />
                  </span>
                  <span className="text-sm text-muted-foreground group-hover:text-accent-foreground">
                    {link.detail}
                  </span>
                </ExternalLink>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            The base themes Light, Dark and Color are theme-o-rama’s own; the other example themes
            are Theme-a-roo’s own designs, not the Sage wallet’s themes of the same names.
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle className="text-lg">Theme JSON Schema</CardTitle>
            <CardDescription>The JSON Schema (draft-07) that theme files follow.</CardDescription>
          </div>
          <Button variant="outline" onClick={() => void copySchema()}>
            <CopyIcon aria-hidden />
            Copy Schema
          </Button>
        </CardHeader>
        <CardContent>
          <Textarea
            aria-label="Theme JSON Schema"
            readOnly
            value={schemaText}
            spellCheck={false}
            className="h-[28rem] resize-y font-mono text-xs leading-relaxed"
          />
        </CardContent>
      </Card>
    </div>
  )
}

export default function AboutPage() {
  return (
    <>
      <PageHeader title="About" />
      <PageBody>
        <PageErrorBoundary prefix="Error rendering theme page:">
          <AboutContent />
        </PageErrorBoundary>
      </PageBody>
    </>
  )
}
