/**
 * Fills the `{name}` placeholders editors keep in their sentences: "Ton profil {profile} est prêt." A
 * placeholder the code gives no value for stays as written, so an editor's typo shows instead of vanishing.
 */
export const fillTemplate = (template: string, values: Readonly<Record<string, string | number | undefined>>): string =>
  template.replace(/\{(\w+)\}/gu, (whole, key: string) => {
    if (!Object.hasOwn(values, key)) return whole
    const value = values[key]
    return value === undefined ? '' : String(value)
  })

/**
 * A vowel sound, in any case; accented letters count once decomposed (É → E + ´). Y elides before a
 * consonant (« d’Yvonne ») but not before a vowel (« de Yanis »). H never does here (« de Hugo »): an
 * aspirated or mute h depends on the name, and « de » is never wrong before one.
 */
const STARTS_WITH_VOWEL = /^(?:[aeiouæœ]|y(?![aeiouy]))/iu

/**
 * `fillTemplate` for a sentence holding a name, with French elision: « de » right before the name's
 * placeholder becomes « d’ » when the name starts with a vowel (« Le profil de {name} » → « Le profil
 * d’Inès », « De {name} » → « D’Inès »; « de Léa » and « de Hugo » stay). Done here rather than in the
 * sentences, so the ones editors have already saved read right too.
 */
export function fillTemplateWithName<Values extends Readonly<Record<string, string | number | undefined>>>(
  template: string,
  values: Values,
  nameKey: keyof Values & string,
): string {
  const name = values[nameKey]
  const elides = typeof name === 'string' && STARTS_WITH_VOWEL.test(name.normalize('NFD'))
  const elided = elides ? template.replace(new RegExp(`(?<![\\p{L}\\p{M}])([Dd])[eE]\\s+(?=\\{${nameKey}\\})`, 'gu'), '$1’') : template
  return fillTemplate(elided, values)
}
