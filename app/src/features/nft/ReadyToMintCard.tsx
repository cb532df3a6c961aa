import { CircleAlertIcon, RocketIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { CopyableValue } from './CopyableValue'
import { buildMintCommand, buildMintRpcParams, type MintInputs } from './mint-parameters'
import { useLicenseHash } from './use-license-hash'
import type { MetadataUpload, PinnedFile } from './wizard-store'

interface ReadyToMintCardProps {
  icon: PinnedFile
  metadata: MetadataUpload
  /** Whether the metadata shown now differs from what was uploaded. */
  metadataChanged: boolean
  licenseUrl?: string
}

/** Said before minting, so nobody expects a theme that Sage will show as a plain NFT. */
const SAGE_DID_RULE =
  "Sage shows a theme NFT as a theme only when it was minted by one of Sage's curated theme DIDs. Minted with any other DID, your own included, it appears in Sage as an ordinary NFT. This rule is in Sage's source code, not in the NFT or its metadata."

/** Everything a Chia wallet needs to mint the NFT, as RPC parameters and as a command line. */
export function ReadyToMintCard({
  icon,
  metadata,
  metadataChanged,
  licenseUrl,
}: ReadyToMintCardProps) {
  const id = useId()
  const [walletId, setWalletId] = useState('')
  const license = useLicenseHash(licenseUrl)
  const parsedWalletId = /^\d+$/.test(walletId.trim()) ? Number(walletId.trim()) : undefined
  const inputs: MintInputs = {
    dataUris: [icon.url],
    dataHash: icon.sha256,
    metadataUris: [metadata.url],
    metadataHash: metadata.sha256,
    ...(license.status === 'ready' && licenseUrl
      ? { licenseUris: [licenseUrl.trim()], licenseHash: license.sha256 }
      : {}),
    ...(parsedWalletId !== undefined ? { walletId: parsedWalletId } : {}),
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2 text-base">
          <RocketIcon className="size-4" aria-hidden />
          Ready to Mint
        </CardTitle>
        <CardDescription>
          The addresses and SHA-256 hashes a Chia wallet records on chain when it mints this NFT.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm">{SAGE_DID_RULE}</p>
        {metadataChanged && (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>
              The metadata has changed since it was uploaded. Upload it again so that its hash
              matches what you mint.
            </AlertDescription>
          </Alert>
        )}
        <div className="grid gap-3 md:grid-cols-2">
          <CopyableValue label="Data URI" value={icon.url} />
          <CopyableValue label="Data hash" value={icon.sha256} />
          <CopyableValue label="Metadata URI" value={metadata.url} />
          <CopyableValue label="Metadata hash" value={metadata.sha256} />
          {licenseUrl?.trim() && <CopyableValue label="License URI" value={licenseUrl.trim()} />}
          {license.status === 'ready' && (
            <CopyableValue label="License hash" value={license.sha256} />
          )}
        </div>
        {license.status === 'loading' && (
          <p className="text-sm text-muted-foreground">Reading the licence to hash it...</p>
        )}
        {license.status === 'failed' && (
          <p className="text-sm text-destructive">
            The licence is left out of the mint parameters: {license.reason}
          </p>
        )}
        <div className="flex max-w-48 flex-col gap-2">
          <Label htmlFor={`${id}-wallet`}>NFT Wallet ID (optional)</Label>
          <Input
            id={`${id}-wallet`}
            inputMode="numeric"
            placeholder="e.g. 2"
            value={walletId}
            onChange={(event) => setWalletId(event.currentTarget.value)}
          />
        </div>
        <CopyableValue
          label="nft_mint_nft parameters"
          value={JSON.stringify(buildMintRpcParams(inputs), null, 2)}
        />
        <CopyableValue label="chia wallet nft mint command" value={buildMintCommand(inputs)} />
      </CardContent>
    </Card>
  )
}
