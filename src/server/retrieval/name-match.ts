/**
 * Whether the first name typed on « Accès à mes résultats » is the one saved with the result. Forgiving on
 * what people vary without meaning a different name (case, accents, quotes, the surname after it),
 * strict on the name itself.
 */
import { displayFirstName } from '@/domain/first-name'

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr-FR')

export function sameFirstName(saved: string | null | undefined, typed: string): boolean {
  const savedName = displayFirstName(saved)
  const typedName = displayFirstName(typed)
  if (!savedName || !typedName) return false
  return fold(savedName) === fold(typedName)
}
