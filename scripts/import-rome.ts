/**
 * Builds `src/server/report/rome-v347.json`, the compact ROME data the report ships with (codes, labels,
 * official RIASEC letters, links between job families), from France Travail's open-data CSV files.
 *
 *   npx tsx scripts/import-rome.ts [--from ../shared/data/rome]
 *
 * Source : ROME, France Travail, Licence Ouverte. The long texts of the repository are not copied.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildRomeDataset } from '../src/server/report/rome-csv'

const ROOT = path.resolve(import.meta.dirname, '..')
const VERSION = 'v347'

const fromFlag = process.argv.indexOf('--from')
const from = path.resolve(ROOT, fromFlag > 0 ? (process.argv[fromFlag + 1] ?? '') : '../shared/data/rome')
const read = (name: string) => readFileSync(path.join(from, `unix_${name}_${VERSION}_utf8.csv`), 'utf8')

const dataset = buildRomeDataset(
  {
    codes: read('referentiel_code_rome'),
    riasec: read('referentiel_code_rome_riasec'),
    mobility: read('rubrique_mobilite'),
  },
  '3.47',
)

const out = path.join(ROOT, 'src/server/report/rome-v347.json')
// One family or one source per line: small diffs when the data is refreshed.
const lines = [
  '{',
  `  "version": ${JSON.stringify(dataset.version)},`,
  `  "credit": ${JSON.stringify(dataset.credit)},`,
  '  "families": [',
  dataset.families.map((family) => `    ${JSON.stringify(family)}`).join(',\n'),
  '  ],',
  '  "mobility": {',
  Object.entries(dataset.mobility)
    .map(([source, targets]) => `    ${JSON.stringify(source)}: ${JSON.stringify(targets)}`)
    .join(',\n'),
  '  }',
  '}',
  '',
]
writeFileSync(out, lines.join('\n'))
const links = Object.values(dataset.mobility).reduce((total, targets) => total + targets.length, 0)
console.log(`[import-rome] ${dataset.families.length} job families, ${links} mobility links → ${path.relative(ROOT, out)}`)
