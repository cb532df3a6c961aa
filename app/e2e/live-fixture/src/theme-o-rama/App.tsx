/** A wallet screen on theme-o-rama's variables; `data-measure` names what the tests read. */
export function App() {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 p-8" data-measure="page">
      <h1 className="text-2xl font-semibold [font-family:var(--font-heading)]">Wallet</h1>
      <section
        className="flex flex-col gap-3 rounded-(--corner-lg) border border-(--border) bg-(--card) p-6 text-(--card-foreground) shadow-(--shadow-card)"
        data-measure="card"
      >
        <h2 className="font-semibold">Balance</h2>
        <p className="text-sm text-(--muted-foreground)" data-measure="muted-text">
          12.5 XCH
        </p>
        <button
          type="button"
          className="self-start rounded-(--btn-default-radius,var(--corner-md)) px-4 py-2 text-sm [background:var(--btn-default-background,var(--primary))] text-(--btn-default-color,var(--primary-foreground))"
          data-measure="primary-button"
        >
          Send
        </button>
      </section>
    </main>
  )
}
