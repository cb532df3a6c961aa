import { CircleAlertIcon } from 'lucide-react'
import { useState } from 'react'
import { PageBody } from '@/components/layout/PageBody'
import { PageErrorBoundary } from '@/components/layout/PageErrorBoundary'
import { RenderTargetSelect } from '@/components/render-target/RenderTargetSelect'
import { PageHeader } from '@/components/layout/PageHeader'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SpoonsDialog } from './SpoonsDialog'

function DialogsShowcase() {
  const [formOpen, setFormOpen] = useState(false)
  const [confirmOpen, setConfirmOpen] = useState(false)

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card className="md:col-span-2">
        <CardHeader>
          <CardTitle className="text-lg">Alert</CardTitle>
          <CardDescription>A destructive alert on the card surface.</CardDescription>
        </CardHeader>
        <CardContent>
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>This is an alert.</AlertDescription>
          </Alert>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Dialog</CardTitle>
          <CardDescription>A modal dialog with a validated form.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => setFormOpen(true)}>Open Dialog</Button>
          <SpoonsDialog open={formOpen} onOpenChange={setFormOpen} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Confirm Dialog</CardTitle>
          <CardDescription>Asks before an action that cannot be undone.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={() => setConfirmOpen(true)}>
            Confirm Action
          </Button>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title="Are you sure?"
            description="This action cannot be undone."
            confirmLabel="Continue"
            onConfirm={() => undefined}
          />
        </CardContent>
      </Card>
    </div>
  )
}

export default function DialogsPage() {
  return (
    <>
      <PageHeader title="Dialogs">
        <RenderTargetSelect />
      </PageHeader>
      <PageBody>
        <PageErrorBoundary prefix="Error rendering theme page:">
          <DialogsShowcase />
        </PageErrorBoundary>
      </PageBody>
    </>
  )
}
