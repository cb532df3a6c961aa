import { useLocation, Link } from 'react-router-dom'
import { PageBody } from '@/components/layout/PageBody'
import { PageHeader } from '@/components/layout/PageHeader'
import { Button } from '@/components/ui/button'

export function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <>
      <PageHeader title="Page not found" />
      <PageBody>
        <div className="flex max-w-xl flex-col items-start gap-4">
          <p className="text-muted-foreground">
            There is no page at{' '}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground">
              {pathname}
            </code>
            .
          </p>
          <Button asChild>
            <Link to="/">Go to Themes</Link>
          </Button>
        </div>
      </PageBody>
    </>
  )
}
