import { PageHeader } from '@/components/layout/PageHeader'

export default function JsonEditorPage() {
  return <PageHeader title="JSON Editor" />
}
