import { PageBody } from '@/components/layout/PageBody'
import { PageErrorBoundary } from '@/components/layout/PageErrorBoundary'
import { RenderTargetSelect } from '@/components/render-target/RenderTargetSelect'
import { PageHeader } from '@/components/layout/PageHeader'
import { DataTable, dataTableColumnHelper } from '@/components/data-table/DataTable'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { noRows, sampleRows, type SampleRow, type SampleStatus } from './sample-rows'

const statusVariant: Record<SampleStatus, 'default' | 'secondary' | 'outline'> = {
  Active: 'default',
  Pending: 'secondary',
  Inactive: 'outline',
}

const valueFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

const column = dataTableColumnHelper<SampleRow>()
const columns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: (info) => <span className="font-medium">{info.getValue()}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge variant={statusVariant[info.getValue()]}>{info.getValue()}</Badge>,
  }),
  column.accessor('value', {
    header: () => <span className="block text-right">Value</span>,
    cell: (info) => (
      <span className="block text-right tabular-nums">{valueFormat.format(info.getValue())}</span>
    ),
  }),
])

function TablesShowcase() {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Sample Table</CardTitle>
          <CardDescription>
            Header, rows, hover and borders from the theme&apos;s table settings.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DataTable rows={sampleRows} columns={columns} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Limited Rows</CardTitle>
            <CardDescription>A table that shows only its first rows.</CardDescription>
          </CardHeader>
          <CardContent>
            <DataTable rows={sampleRows} columns={columns} maxRows={2} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Empty Table</CardTitle>
            <CardDescription>What a table shows when it has no rows.</CardDescription>
          </CardHeader>
          <CardContent>
            <DataTable rows={noRows} columns={columns} />
          </CardContent>
        </Card>
      </div>
    </div>
  )
}

export default function TablesPage() {
  return (
    <>
      <PageHeader title="Tables">
        <RenderTargetSelect />
      </PageHeader>
      <PageBody>
        <PageErrorBoundary prefix="Error rendering theme page:">
          <TablesShowcase />
        </PageErrorBoundary>
      </PageBody>
    </>
  )
}
