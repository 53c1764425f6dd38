/** What the staff tools say when a request got no answer at all (the connection lost). */
export const UNREACHABLE = 'Le serveur n’a pas pu être joint. Vérifie la connexion, puis réessaie.'

/** The French refusal an endpoint answered (`{ error }`), or its status when it gave none. */
export async function refusalOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: string } | null
  return body?.error ?? `Erreur ${response.status}`
}
