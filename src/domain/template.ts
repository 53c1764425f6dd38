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
