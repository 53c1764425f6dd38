/**
 * The line under a training's name, on the results page and in the report: its official level and its
 * duration ("Niveau 5 (Bac+2) · 9 à 12 mois"). The diploma is the training's own name ("Titre
 * professionnel…", "Diplôme d’État…"); the level code only files the training under a level of the report,
 * which holds other diplomas too, so it is no diploma name to print.
 */
import type { Formation } from './content-types'

export const trainingBadge = ({ level, duration }: Pick<Formation, 'level' | 'duration'>): string => `${level} · ${duration}`
