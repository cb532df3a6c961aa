import { PageHeader } from '@/components/layout/PageHeader'

export default function BackgroundEditorPage() {
  return <PageHeader title="Background Editor" />
}
