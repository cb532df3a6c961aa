import { WalletCardsIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageBody } from '@/components/layout/PageBody'
import { PageHeader } from '@/components/layout/PageHeader'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/** The NFT publishing wizard's route; until the wizard ships it says so and leads back. */
export default function PrepareNftPage() {
  return (
    <>
      <PageHeader title="Theme NFT" />
      <PageBody>
        <Card className="max-w-xl">
          <CardHeader>
            <WalletCardsIcon className="size-8 text-muted-foreground" aria-hidden />
            <CardTitle>Publishing is not available yet</CardTitle>
            <CardDescription>
              Publishing a theme as an NFT collection is coming to this version of Theme-a-roo. Your
              working theme is saved; you can keep designing it in the meantime.
            </CardDescription>
            <Button asChild variant="outline" className="mt-2 self-start">
              <Link to="/">Back to Themes</Link>
            </Button>
          </CardHeader>
        </Card>
      </PageBody>
    </>
  )
}
