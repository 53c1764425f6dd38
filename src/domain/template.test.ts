import { describe, expect, it } from 'vitest'
import { fillTemplate, fillTemplateWithName } from './template'

describe('fillTemplate', () => {
  it('fills every placeholder it has a value for, as often as it appears', () => {
    expect(fillTemplate('{n} sur {total} — encore {n}', { n: 3, total: 12 })).toBe('3 sur 12 — encore 3')
  })

  it('leaves a placeholder the code does not know as the editor wrote it', () => {
    expect(fillTemplate('Bonjour {prenom}, ton profil {profile}', { profile: 'RI' })).toBe('Bonjour {prenom}, ton profil RI')
  })

  it('writes nothing for a value the code left undefined, and never reads inherited keys', () => {
    expect(fillTemplate('Prix : {price}.', { price: undefined })).toBe('Prix : .')
    expect(fillTemplate('{toString}', {})).toBe('{toString}')
  })
})

describe('fillTemplateWithName', () => {
  it.each([
    ['Le profil professionnel de {name}', 'Élodie-Marie', 'Le profil professionnel d’Élodie-Marie'],
    ['Le profil professionnel de {name}', 'Inès', 'Le profil professionnel d’Inès'],
    ['Le profil professionnel de {name}', 'ÉLISE', 'Le profil professionnel d’ÉLISE'],
    ['De {name}, avec nos vœux', 'Ulysse', 'D’Ulysse, avec nos vœux'],
    ['DE {name}', 'Anaïs', 'D’Anaïs'],
    ['Rapport de\u00a0{name}', 'Yves', 'Rapport d’Yves'],
    ['Rapport de {name}', 'Yvonne', 'Rapport d’Yvonne'],
    ['Rapport de {name}', 'Œdipe', 'Rapport d’Œdipe'],
    ['Rapport de {name}', 'Ève', 'Rapport d’Ève'],
    ['Rapport de {name}', 'E\u0301lodie', 'Rapport d’E\u0301lodie'],
    ['de {name} et de {name}', 'Aïcha', 'd’Aïcha et d’Aïcha'],
  ])('%j with %j → %j', (template, name, expected) => {
    expect(fillTemplateWithName(template, { name }, 'name')).toBe(expected)
  })

  it.each([
    ['Rapport de {name}', 'Léa', 'Rapport de Léa'],
    ['Rapport de {name}', 'Hugo', 'Rapport de Hugo'],
    ['Rapport de {name}', 'Hélène', 'Rapport de Hélène'],
    ['Rapport de {name}', 'Yanis', 'Rapport de Yanis'],
    ['Le profil professionnel de {name}', 'Yasmine', 'Le profil professionnel de Yasmine'],
    ['Bonjour {name},', 'Inès', 'Bonjour Inès,'],
    ['La commande {name}', 'Inès', 'La commande Inès'],
    ['Un mode {name}', 'Inès', 'Un mode Inès'],
    ['Rapport de « {name} »', 'Inès', 'Rapport de « Inès »'],
  ])('%j with %j → %j (no elision)', (template, name, expected) => {
    expect(fillTemplateWithName(template, { name }, 'name')).toBe(expected)
  })

  it('only elides before the name, and fills the other placeholders as fillTemplate does', () => {
    expect(fillTemplateWithName('Rapport de {firstName}, établi le {date}', { firstName: 'Inès', date: '22 novembre' }, 'firstName')).toBe(
      'Rapport d’Inès, établi le 22 novembre',
    )
    expect(fillTemplateWithName('Prix de {price} pour {name}', { price: 'Ouf', name: 'Inès' }, 'name')).toBe('Prix de Ouf pour Inès')
    expect(fillTemplateWithName('Rapport de {name} {inconnu}', { name: undefined }, 'name')).toBe('Rapport de  {inconnu}')
  })
})
