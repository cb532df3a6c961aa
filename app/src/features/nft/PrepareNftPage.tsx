import { PageBody } from '@/components/layout/PageBody'
import { PageHeader } from '@/components/layout/PageHeader'

/** Placeholder until the page is built. */
export default function PrepareNftPage() {
  return (
    <>
      <PageHeader title="Theme NFT" />
      <PageBody />
    </>
  )
}
