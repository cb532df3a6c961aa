import { Badge } from './components/ui/badge'
import { Button } from './components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/ui/card'
import { Input } from './components/ui/input'

/** A settings screen built from the components; `data-measure` names what the tests read. */
export function App() {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 p-8" data-measure="page">
      <header className="flex items-center gap-3">
        <h1 className="text-2xl font-semibold">Acme account</h1>
        <Badge data-measure="badge">Pro</Badge>
        <Badge variant="secondary" data-measure="secondary-badge">
          Beta
        </Badge>
        {/* Tailwind's dark variant, as an app switches what it shows with the .dark class. */}
        <span className="text-sm text-muted-foreground dark:hidden" data-measure="light-only">
          Light mode
        </span>
        <span className="hidden text-sm text-muted-foreground dark:inline" data-measure="dark-only">
          Dark mode
        </span>
      </header>
      <Card data-measure="card">
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription data-measure="muted-text">Shown to your team.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <label htmlFor="display-name" className="text-sm font-medium">
            Display name
          </label>
          <Input id="display-name" placeholder="Ada Lovelace" data-measure="input" />
        </CardContent>
        <CardFooter>
          <Button data-measure="primary-button">Save</Button>
          <Button variant="secondary" data-measure="secondary-button">
            Preview
          </Button>
          <Button variant="outline" data-measure="outline-button">
            Cancel
          </Button>
          <Button variant="destructive" data-measure="destructive-button">
            Delete
          </Button>
        </CardFooter>
      </Card>
      <a href="/theme-o-rama.html" className="text-sm text-primary underline">
        The theme-o-rama page
      </a>
    </main>
  )
}
