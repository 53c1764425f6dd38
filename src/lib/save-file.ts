/** The file name a download's response gives (`Content-Disposition: attachment; filename="…"`), or the fallback. */
export const fileNameOf = (response: Response, fallback: string): string =>
  /filename="([^"]+)"/u.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback

/**
 * Saves a fetched file on the visitor's or staff member's device under that name. The object address is
 * released a minute later: released at once, a slow disk could still be reading it.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = name
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
