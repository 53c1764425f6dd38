export default function BlankPage() {
  return (
    <main>
      <h1>Trouvez la voie qui vous ressemble</h1>
      <p>Une page vierge : ce que Next.js seul obtient sur cette machine, mesuré dans le même passage que nos pages.</p>
    </main>
  )
}
