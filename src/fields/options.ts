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
  { value: 'report', label: 'Rapport Premium (18 €)' },
  { value: 'reportWithMonthly', label: 'Rapport + suivi mensuel (67 €)' },
  { value: 'coachingSingle', label: 'Séance de coaching (18 €)' },
  { value: 'coachingMonthly', label: 'Suivi coaching d’un mois (67 €)' },
  { value: 'premium', label: 'Premium rapport + coaching (59 €)' },
]
