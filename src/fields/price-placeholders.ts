import { PRICE_PLACEHOLDERS } from '@/domain/offers'

/** What editors read under a text that may name a price: its placeholder, which the site fills from the settings. */
export const PRICE_PLACEHOLDERS_HELP = `Pour écrire un prix, mets son repère : ${Object.values(PRICE_PLACEHOLDERS)
  .map((placeholder) => `« ${placeholder} »`)
  .join(', ')}. Le site y affiche le prix de Réglages du site › Prix : un prix modifié là change partout.`
