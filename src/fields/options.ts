import { RIASEC_LETTERS } from '@/domain/riasec-letters'

/** Select options shared by several collections, labelled in French for the admin. */
export const profileSetOptions = [
  { value: 'scolaire', label: 'Scolaire (15-22 ans)' },
  { value: 'adulte', label: 'Adulte (reconversion, tous publics)' },
]

export const bilanTypeOptions = [
  { value: 'scolaire', label: 'Orientation scolaire' },
  { value: 'reconversion', label: 'Reconversion professionnelle' },
  { value: 'public', label: 'Tous publics' },
]

export const letterOptions = RIASEC_LETTERS.map((letter) => ({ value: letter, label: letter }))

export const levelCodeOptions = ['CAP', 'BTS', 'Bachelor', 'Master', 'DNMADE'].map((value) => ({ value, label: value }))

export const offerOptions = [
  { value: 'report', label: 'Rapport Premium' },
  { value: 'reportWithMonthly', label: 'Rapport + suivi mensuel' },
  { value: 'coachingSingle', label: 'Séance de coaching' },
  { value: 'coachingMonthly', label: 'Suivi coaching d’un mois' },
  { value: 'premium', label: 'Premium rapport + coaching' },
]

/** What an order sells: the offers, and the follow-up alone sold to a visitor whose report is already theirs. */
export const orderOfferOptions = [...offerOptions, { value: 'monthlyFollowUp', label: 'Suivi d’un mois seul (rapport déjà débloqué)' }]
