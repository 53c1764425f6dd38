export const placementOptions = [
  { value: 'home', label: 'Accueil' },
  { value: 'scolaire', label: 'Page orientation scolaire' },
  { value: 'reconversion', label: 'Page reconversion' },
  { value: 'public', label: 'Page tous publics' },
]
