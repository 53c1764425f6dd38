/**
 * The 12-page A4 report, laid out with @react-pdf/renderer from a ReportModel (see model.ts), which holds
 * every text it prints: the headings and captions come from `model.labels`, editable in the admin.
 * Every page is one A4 sheet; the content is sized so the seeded profiles fill exactly twelve
 * (checked by render.test.ts over all 42 profiles).
 */
import type { ReactNode } from 'react'
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import { type ReportAudience } from './copy'
import { fillTemplate } from '@/domain/template'
import { trainingBadge } from '@/domain/training-badge'
import { inPoints, inQuotes, type ReportModel } from './model'
import { HexagonChart, ScoreBars, SkillsRadarChart, type Palette } from './charts'
import { REPORT_FONT } from './fonts'

const PALETTES: Record<ReportAudience, Palette> = {
  school: { primary: '#1d4ed8', primaryLight: '#dbe5fd', accent: '#c2410c', ink: '#172033', muted: '#526077', grid: '#e3e8f0' },
  adult: { primary: '#7a4b1f', primaryLight: '#f1e4d3', accent: '#1f6f5c', ink: '#231d17', muted: '#6a5d50', grid: '#ece4da' },
}

/** react-pdf turns a unitless line height into points with the font size of the same style: both go together. */
const textSize = (fontSize: number, lineHeight = 1.4) => ({ fontSize, lineHeight })

const makeStyles = (palette: Palette) =>
  StyleSheet.create({
    page: { fontFamily: REPORT_FONT, ...textSize(10.5, 1.45), color: palette.ink, paddingTop: 34, paddingBottom: 50, paddingHorizontal: 42 },
    header: { flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 1, borderBottomColor: palette.grid, paddingBottom: 6, marginBottom: 16 },
    headerText: { ...textSize(8.5), color: palette.muted },
    footer: { position: 'absolute', bottom: 22, left: 42, right: 42, flexDirection: 'row', justifyContent: 'space-between', ...textSize(8), color: palette.muted },
    kicker: { ...textSize(9.5), fontWeight: 600, color: palette.accent, textTransform: 'uppercase', letterSpacing: 0.8, marginBottom: 3 },
    h1: { ...textSize(23, 1.15), fontWeight: 700, color: palette.primary, marginBottom: 12 },
    h2: { ...textSize(14, 1.25), fontWeight: 700, color: palette.primary, marginTop: 12, marginBottom: 6 },
    h3: { ...textSize(11.5, 1.3), fontWeight: 700, marginBottom: 3 },
    p: { marginBottom: 7 },
    small: { ...textSize(9.5, 1.4) },
    muted: { color: palette.muted },
    lead: { ...textSize(12, 1.45), marginBottom: 10 },
    box: { backgroundColor: palette.primaryLight, borderRadius: 6, padding: 11, marginBottom: 10 },
    outlined: { borderWidth: 1, borderColor: palette.grid, borderRadius: 6, padding: 10, marginBottom: 10 },
    warning: { borderLeftWidth: 3, borderLeftColor: palette.accent, backgroundColor: '#fff6ed', padding: 10, marginBottom: 10 },
    row: { flexDirection: 'row', gap: 12 },
    col: { flex: 1 },
    bulletRow: { flexDirection: 'row', marginBottom: 4 },
    bullet: { width: 12, color: palette.accent, fontWeight: 700 },
    chip: { ...textSize(10.5, 1.3), backgroundColor: palette.primaryLight, color: palette.primary, borderRadius: 10, paddingVertical: 4, paddingHorizontal: 10, marginRight: 7, marginBottom: 7, fontWeight: 600 },
    badge: { ...textSize(22, 1.2), fontWeight: 700, color: '#ffffff', backgroundColor: palette.primary, borderRadius: 6, width: 40, textAlign: 'center', paddingVertical: 3, marginRight: 10 },
    figure: { ...textSize(20, 1.2), fontWeight: 700, color: palette.primary, marginVertical: 2 },
    line: { borderBottomWidth: 0.8, borderBottomColor: palette.muted, height: 20 },
  })

type Styles = ReturnType<typeof makeStyles>


function Bullets({ items, styles, size }: { items: readonly string[]; styles: Styles; size?: 'small' }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={styles.bulletRow} wrap={false}>
          <Text style={[styles.bullet, size === 'small' ? styles.small : {}]}>•</Text>
          <Text style={[styles.col, size === 'small' ? styles.small : {}]}>{item}</Text>
        </View>
      ))}
    </View>
  )
}

interface FrameProps {
  model: ReportModel
  styles: Styles
  index: number
  children: ReactNode
  credit?: boolean
}

/** One A4 page with the running header, the page title as a bookmark and the footer. */
function Frame({ model, styles, index, children, credit }: FrameProps) {
  const title = model.pageTitles[index] ?? ''
  return (
    <Page size="A4" style={styles.page} bookmark={{ title, fit: true }}>
      <View style={styles.header} fixed>
        <Text style={styles.headerText}>{model.brandName}</Text>
        <Text style={styles.headerText}>
          {`${model.firstName ? `${model.firstName} · ` : ''}${fillTemplate(model.labels.header, { code: model.profile.code })} · ${model.dateText}`}
        </Text>
      </View>
      <Text style={styles.kicker}>{`${index + 1} · ${title}`}</Text>
      {children}
      <View style={styles.footer} fixed>
        <Text>{credit ? model.credit : model.disclaimer}</Text>
        <Text>{fillTemplate(model.labels.pageNumber, { page: index + 1, total: model.pageTitles.length })}</Text>
      </View>
    </Page>
  )
}

/**
 * The cover is one sheet whatever the length of its texts (an editor's title may take three lines): the
 * footer sits in the flow at the bottom and the hexagon takes the height left between them, 230 points at most.
 * Without `wrap`, react-pdf sizes the page from its content: the full-height view gives the flex layout its A4 height.
 */
function Cover({ model, styles, palette }: { model: ReportModel; styles: Styles; palette: Palette }) {
  return (
    <Page size="A4" style={[styles.page, { padding: 0 }]} wrap={false} bookmark={{ title: model.pageTitles[0] ?? '', fit: true }}>
      <View style={{ height: '100%' }}>
        <View style={{ backgroundColor: palette.primary, color: '#ffffff', paddingHorizontal: 48, paddingTop: 56, paddingBottom: 40 }}>
          <Text style={{ ...textSize(12), fontWeight: 600, letterSpacing: 1.2, textTransform: 'uppercase' }}>{model.brandName}</Text>
          <Text style={{ ...textSize(34, 1.12), fontWeight: 700, marginTop: 80 }}>{model.cover.title}</Text>
          <Text style={{ ...textSize(14, 1.4), marginTop: 14 }}>{model.cover.tagline}</Text>
        </View>
        <View style={{ paddingHorizontal: 48, paddingTop: 44, flexGrow: 1 }}>
          {model.firstName ? <Text style={{ ...textSize(32, 1.2), fontWeight: 700, color: palette.ink }}>{model.firstName}</Text> : null}
          <Text style={{ ...textSize(13), color: palette.muted, marginTop: 4 }}>{model.cover.greeting}</Text>
          <View style={{ flexDirection: 'row', alignItems: 'center', marginTop: 40 }}>
            <Text style={[styles.badge, { width: 70, ...textSize(28, 1.25) }]}>{model.profile.code}</Text>
            <View style={styles.col}>
              <Text style={{ ...textSize(9.5), color: palette.muted, textTransform: 'uppercase', letterSpacing: 0.8 }}>{model.labels.cover.profile}</Text>
              <Text style={{ ...textSize(20, 1.2), fontWeight: 700, color: palette.primary }}>{model.profile.name}</Text>
              <Text style={{ ...textSize(11), color: palette.muted }}>
                {model.dominantTypes.map((type) => `${type.letter} ${type.name} (${type.score}/12)`).join(' · ')}
              </Text>
            </View>
          </View>
          <View style={{ marginTop: 40, flexGrow: 1, flexBasis: 0, alignItems: 'center' }}>
            <HexagonChart scores={model.scores} palette={palette} size={230} fitHeight />
          </View>
        </View>
        <View style={{ paddingHorizontal: 48, paddingTop: 16, paddingBottom: 34 }}>
          <Text style={{ ...textSize(9.5), color: palette.muted }}>{`${fillTemplate(model.labels.cover.footer, { pages: model.pageTitles.length })} · ${model.disclaimer}`}</Text>
        </View>
      </View>
    </Page>
  )
}

function Summary({ model, styles }: { model: ReportModel; styles: Styles }) {
  const [first, second] = model.dominantTypes
  const labels = model.labels.summary
  return (
    <Frame model={model} styles={styles} index={1}>
      <Text style={styles.h1}>{`${model.profile.code} — ${model.profile.name}`}</Text>
      <Text style={styles.lead}>{model.profile.description}</Text>
      <View style={styles.row}>
        <View style={[styles.box, styles.col]}>
          <Text style={[styles.small, styles.muted]}>{model.singleType ? labels.dominantType : labels.dominantTypes}</Text>
          <Text style={styles.figure}>{model.singleType ? first.letter : `${first.letter} + ${second.letter}`}</Text>
          <Text style={styles.small}>{`${first.name} ${first.score}/12 · ${second.name} ${second.score}/12`}</Text>
        </View>
        <View style={[styles.box, styles.col]}>
          <Text style={[styles.small, styles.muted]}>{labels.differentiation}</Text>
          <Text style={styles.figure}>{inPoints(model.labels, model.indices.differentiation)}</Text>
          <Text style={styles.small}>{model.indices.weak ? model.indices.weakTitle : labels.markedProfile}</Text>
        </View>
        <View style={[styles.box, styles.col]}>
          <Text style={[styles.small, styles.muted]}>{labels.consistency}</Text>
          <Text style={styles.figure}>{model.indices.consistencyLabel}</Text>
          <Text style={styles.small}>{labels.consistencyScale}</Text>
        </View>
      </View>
      <View style={styles.row}>
        <View style={styles.col}>
          <Text style={styles.h2}>{labels.topCareers}</Text>
          <Bullets styles={styles} items={model.careers.slice(0, 3).map((career) => (career.romeCode ? `${career.name} (ROME ${career.romeCode})` : career.name))} />
          <Text style={styles.h2}>{labels.firstTrainings}</Text>
          <Bullets styles={styles} items={model.firstTrainings} />
        </View>
        <View style={styles.col}>
          <Text style={styles.h2}>{labels.nextStep}</Text>
          <Text style={styles.p}>{model.actionPlan.days30[0]}</Text>
          {model.orientationAnswers.length > 0 ? (
            <View>
              <Text style={styles.h2}>{labels.answers}</Text>
              {model.orientationAnswers.map((answer) => (
                <Text key={answer.question} style={[styles.small, { marginBottom: 3 }]}>
                  <Text style={{ fontWeight: 600 }}>{`${answer.question} `}</Text>
                  {inQuotes(answer.answer)}
                </Text>
              ))}
            </View>
          ) : null}
        </View>
      </View>
      <Text style={styles.h2}>{labels.advice}</Text>
      <View style={styles.outlined}>
        <Text>{model.profile.advice}</Text>
      </View>
    </Frame>
  )
}

function HowToRead({ model, styles }: { model: ReportModel; styles: Styles }) {
  return (
    <Frame model={model} styles={styles} index={2} credit>
      <Text style={styles.h1}>{model.pageTitles[2]}</Text>
      <Text style={styles.lead}>{model.contents}</Text>
      {model.readingNotes.map((note) => (
        <View key={note.title} style={styles.outlined} wrap={false}>
          <Text style={styles.h3}>{note.title}</Text>
          <Text>{note.text}</Text>
        </View>
      ))}
      <View style={styles.box}>
        <Text style={styles.h3}>{model.labels.reading.careersSourceTitle}</Text>
        <Text style={styles.small}>{fillTemplate(model.labels.reading.careersSource, { credit: model.credit })}</Text>
      </View>
    </Frame>
  )
}

function Scores({ model, styles, palette }: { model: ReportModel; styles: Styles; palette: Palette }) {
  const { indices } = model
  const labels = model.labels.scores
  return (
    <Frame model={model} styles={styles} index={3}>
      <Text style={styles.h1}>{model.pageTitles[3]}</Text>
      <Text style={styles.p}>{indices.scoresExplainer}</Text>
      <View style={[styles.row, { alignItems: 'center', marginVertical: 4 }]}>
        <HexagonChart scores={model.scores} palette={palette} size={230} />
        <View style={styles.col}>
          <ScoreBars scores={model.scores} palette={palette} width={255} />
        </View>
      </View>
      {indices.weak ? (
        <View style={styles.warning}>
          <Text style={styles.h3}>{indices.weakTitle}</Text>
          <Text>{indices.weakText}</Text>
        </View>
      ) : null}
      <View style={styles.row}>
        <View style={[styles.box, styles.col]}>
          <Text style={styles.h3}>{fillTemplate(labels.differentiation, { points: inPoints(model.labels, indices.differentiation) })}</Text>
          <Text style={styles.small}>{indices.differentiationExplainer}</Text>
        </View>
        <View style={[styles.box, styles.col]}>
          <Text style={styles.h3}>{fillTemplate(labels.consistency, { level: indices.consistencyLabel })}</Text>
          <Text style={styles.small}>{labels.consistencyExplainer}</Text>
        </View>
      </View>
      <Text style={styles.h2}>{labels.sentences}</Text>
      <Bullets styles={styles} items={indices.sentences} />
    </Frame>
  )
}

function DominantTypes({ model, styles }: { model: ReportModel; styles: Styles }) {
  const labels = model.labels.types
  const third = model.thirdType
  return (
    <Frame model={model} styles={styles} index={4}>
      <Text style={styles.h1}>{model.pageTitles[4]}</Text>
      {model.dominantTypes.map((type, position) => (
        <View key={type.letter} style={styles.outlined} wrap={false}>
          <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 6 }}>
            <Text style={styles.badge}>{type.letter}</Text>
            <View style={styles.col}>
              <Text style={{ ...textSize(15, 1.25), fontWeight: 700 }}>{type.name}</Text>
              <Text style={[styles.small, styles.muted]}>{fillTemplate(position === 0 ? labels.first : labels.second, { score: type.score, points: inPoints(model.labels, type.score) })}</Text>
            </View>
          </View>
          <Text style={styles.p}>{type.summary}</Text>
          <Text style={styles.h3}>{labels.likes}</Text>
          <Bullets styles={styles} items={type.likes} />
          <Text style={[styles.h3, { marginTop: 4 }]}>{labels.environment}</Text>
          <Text>{type.environment}</Text>
        </View>
      ))}
      <View style={styles.box}>
        <Text style={styles.h3}>{labels.together}</Text>
        <Text style={styles.p}>{model.pairText}</Text>
        <Text style={styles.small}>
          {fillTemplate(labels.third, {
            type: `${third.letter} ${third.name}`,
            score: third.score,
            summary: `${third.summary.charAt(0).toLowerCase()}${third.summary.slice(1)}`,
          })}
        </Text>
      </View>
    </Frame>
  )
}

function Personality({ model, styles }: { model: ReportModel; styles: Styles }) {
  const labels = model.labels.personality
  return (
    <Frame model={model} styles={styles} index={5}>
      <Text style={styles.h1}>{model.pageTitles[5]}</Text>
      <Text style={styles.h2}>{labels.traits}</Text>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap', marginBottom: 4 }}>
        {model.profile.traits.map((trait) => (
          <Text key={trait} style={styles.chip}>
            {trait}
          </Text>
        ))}
      </View>
      <Text style={styles.h2}>{labels.interpretation}</Text>
      <Text style={styles.lead}>{model.profile.interpretation}</Text>
      <Text style={styles.h2}>{labels.strengths}</Text>
      {model.profile.strengths.map((strength, index) => (
        <View key={strength} style={[styles.outlined, { flexDirection: 'row' }]} wrap={false}>
          <Text style={[styles.figure, { width: 26, ...textSize(16, 1.2) }]}>{index + 1}</Text>
          <Text style={styles.col}>{strength}</Text>
        </View>
      ))}
      <Text style={styles.h2}>{labels.potential}</Text>
      <View style={styles.box}>
        <Text>{model.profile.potential}</Text>
      </View>
    </Frame>
  )
}

function EnvironmentAndSkills({ model, styles, palette }: { model: ReportModel; styles: Styles; palette: Palette }) {
  const labels = model.labels.environment
  return (
    <Frame model={model} styles={styles} index={6}>
      <Text style={styles.h1}>{model.pageTitles[6]}</Text>
      <Text style={styles.lead}>{model.profile.environment}</Text>
      <View style={styles.row}>
        {model.dominantTypes.map((type) => (
          <View key={type.letter} style={[styles.box, styles.col]}>
            <Text style={styles.h3}>{fillTemplate(labels.side, { type: type.name })}</Text>
            <Text style={styles.small}>{type.environment}</Text>
          </View>
        ))}
      </View>
      <Text style={styles.h2}>{labels.radar}</Text>
      <View style={[styles.row, { alignItems: 'center' }]}>
        <SkillsRadarChart skills={model.radar} palette={palette} width={320} height={250} />
        <View style={styles.col}>
          {model.radar.map((skill) => (
            <View key={skill.key} style={{ flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 0.6, borderBottomColor: palette.grid, paddingVertical: 3 }}>
              <Text>{skill.label}</Text>
              <Text style={{ fontWeight: 700, color: palette.primary }}>{`${skill.value}/5`}</Text>
            </View>
          ))}
          <Text style={[styles.small, styles.muted, { marginTop: 6 }]}>{labels.radarNote}</Text>
        </View>
      </View>
      <Text style={styles.h2}>{labels.tips}</Text>
      {model.radar.map((skill) => (
        <Text key={skill.key} style={[styles.small, { marginBottom: 4 }]}>
          <Text style={{ fontWeight: 700 }}>{`${skill.label}\u00A0: `}</Text>
          {skill.tip}
        </Text>
      ))}
    </Frame>
  )
}

function Careers({ model, styles, palette }: { model: ReportModel; styles: Styles; palette: Palette }) {
  const labels = model.labels.careers
  return (
    <Frame model={model} styles={styles} index={7} credit>
      <Text style={styles.h1}>{model.pageTitles[7]}</Text>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        {model.careers.map((career, index) => (
          <View key={career.name} style={[styles.outlined, { width: '49%', padding: 8, marginBottom: 7 }]} wrap={false}>
            <Text style={{ ...textSize(11.5, 1.25), fontWeight: 700, color: palette.primary }}>{`${index + 1}. ${career.name}`}</Text>
            {/* An editor may leave a career without its ROME code: nothing is printed then. */}
            {career.romeCode ? (
              <Text style={[styles.small, styles.muted]}>{`ROME ${career.romeCode}${career.romeLabel ? ` · ${career.romeLabel}` : ''}`}</Text>
            ) : null}
            <Text style={[styles.small, { fontWeight: 600, marginBottom: 3 }]}>
              {`${career.level}${career.marker ? ` · ${career.marker}` : ''}${career.fitPercent !== null ? ` · ${fillTemplate(labels.fit, { percent: career.fitPercent })}` : ''}`}
            </Text>
            <Text style={[styles.small, { marginBottom: 3 }]}>{career.description}</Text>
            <Text style={[styles.small, { marginBottom: 3 }]}>
              <Text style={{ fontWeight: 700 }}>{`${labels.why}\u00A0: `}</Text>
              {career.why}
            </Text>
            {career.pathway ? (
              <Text style={styles.small}>
                <Text style={{ fontWeight: 700 }}>{`${labels.pathway}\u00A0: `}</Text>
                {career.pathway}
              </Text>
            ) : null}
          </View>
        ))}
      </View>
    </Frame>
  )
}

function Trainings({ model, styles, palette }: { model: ReportModel; styles: Styles; palette: Palette }) {
  return (
    <Frame model={model} styles={styles} index={8}>
      <Text style={styles.h1}>{model.pageTitles[8]}</Text>
      {model.levels.map((level) => (
        <View key={level.code} style={[styles.outlined, { padding: 8, marginBottom: 6 }]} wrap={false}>
          <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 2 }}>
            <Text style={[styles.badge, { ...textSize(9.5, 1.2), width: 56, paddingVertical: 3, backgroundColor: level.trainings.length > 0 ? palette.primary : palette.muted }]}>{level.code}</Text>
            <Text style={[styles.h3, { marginBottom: 0 }]}>{level.title}</Text>
          </View>
          <Text style={[styles.small, styles.muted, { marginBottom: 3 }]}>{level.text}</Text>
          {level.trainings.map((training) => (
            <View key={training.name} style={{ marginBottom: 3 }}>
              <Text style={{ fontWeight: 700 }}>{training.name}</Text>
              <Text style={styles.small}>{`${trainingBadge(training)}${training.pitch ? ` — ${training.pitch}` : ''}`}</Text>
            </View>
          ))}
          {level.emptyText ? <Text style={[styles.small, { fontStyle: 'italic' }]}>{level.emptyText}</Text> : null}
        </View>
      ))}
      <View style={styles.box}>
        <Text style={styles.small}>{model.trainingsNote}</Text>
      </View>
    </Frame>
  )
}

function FamilyTable({ rows, styles, palette, from }: { rows: ReportModel['bridges'] | ReportModel['families']; styles: Styles; palette: Palette; from?: boolean }) {
  return (
    <View style={{ marginBottom: 8 }}>
      {rows.map((row) => (
        <View key={row.code} style={{ flexDirection: 'row', alignItems: 'center', borderBottomWidth: 0.6, borderBottomColor: palette.grid, paddingVertical: 3.5 }} wrap={false}>
          <Text style={{ width: 46, fontWeight: 700, color: palette.primary }}>{row.code}</Text>
          <View style={styles.col}>
            <Text>{row.label}</Text>
            {from && 'origin' in row ? <Text style={[styles.small, styles.muted]}>{row.origin}</Text> : null}
          </View>
          <Text style={{ width: 34, textAlign: 'center', fontWeight: 600 }}>{row.letters}</Text>
          <View style={{ width: 70, height: 7, backgroundColor: palette.grid, borderRadius: 3, marginHorizontal: 6 }}>
            <View style={{ width: `${row.fitPercent}%`, height: 7, backgroundColor: palette.accent, borderRadius: 3 }} />
          </View>
          <Text style={{ width: 34, textAlign: 'right', fontWeight: 600 }}>{`${row.fitPercent}\u202F%`}</Text>
        </View>
      ))}
    </View>
  )
}

function Families({ model, styles, palette }: { model: ReportModel; styles: Styles; palette: Palette }) {
  const labels = model.labels.families
  return (
    <Frame model={model} styles={styles} index={9} credit>
      <Text style={styles.h1}>{model.pageTitles[9]}</Text>
      <Text style={styles.p}>{model.familiesIntro}</Text>
      <View style={{ flexDirection: 'row', ...textSize(8.5), color: palette.muted, marginBottom: 2 }}>
        <Text style={{ width: 46 }}>{labels.code}</Text>
        <Text style={styles.col}>{labels.family}</Text>
        <Text style={{ width: 34, textAlign: 'center' }}>{labels.letters}</Text>
        <Text style={{ width: 116, textAlign: 'right' }}>{labels.fit}</Text>
      </View>
      <FamilyTable rows={model.families} styles={styles} palette={palette} />
      <Text style={[styles.small, styles.muted, { marginBottom: 6 }]}>{model.fitExplainer}</Text>
      {model.bridges.length > 0 ? (
        <View>
          <Text style={styles.h2}>{labels.bridges}</Text>
          <Text style={styles.p}>{model.bridgesIntro}</Text>
          <FamilyTable rows={model.bridges} styles={styles} palette={palette} from />
        </View>
      ) : (
        <View style={styles.box}>
          <Text style={styles.small}>{labels.whereToLook}</Text>
        </View>
      )}
    </Frame>
  )
}

function ActionPlan({ model, styles }: { model: ReportModel; styles: Styles }) {
  const labels = model.labels.actionPlan
  return (
    <Frame model={model} styles={styles} index={10}>
      <Text style={styles.h1}>{model.pageTitles[10]}</Text>
      <Text style={styles.lead}>{labels.lead}</Text>
      {[
        { title: labels.days30, items: model.actionPlan.days30 },
        { title: labels.days90, items: model.actionPlan.days90 },
      ].map((block) => (
        <View key={block.title} style={styles.outlined}>
          <Text style={styles.h2}>{block.title}</Text>
          {block.items.map((item) => (
            <View key={item} style={[styles.bulletRow, { marginBottom: 6 }]} wrap={false}>
              <Text style={{ width: 20, ...textSize(13, 1.1) }}>☐</Text>
              <Text style={styles.col}>{item}</Text>
            </View>
          ))}
        </View>
      ))}
      <View style={styles.box}>
        <Text style={styles.h3}>{labels.keepGoing}</Text>
        <Text style={styles.small}>{labels.keepGoingText}</Text>
      </View>
    </Frame>
  )
}

function Resources({ model, styles, palette }: { model: ReportModel; styles: Styles; palette: Palette }) {
  const labels = model.labels.resources
  return (
    <Frame model={model} styles={styles} index={11} credit>
      <Text style={styles.h1}>{model.pageTitles[11]}</Text>
      <View style={styles.row}>
        <View style={styles.col}>
          <Text style={[styles.h2, { marginTop: 0 }]}>{labels.title}</Text>
          {model.resources.map((resource) => (
            <Text key={resource.name} style={[styles.small, { marginBottom: 3 }]}>
              <Text style={{ fontWeight: 700 }}>{resource.name}</Text>
              {` (${resource.url})\u00A0: ${resource.what}`}
            </Text>
          ))}
          <Text style={styles.h2}>{labels.method}</Text>
          {model.method.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} style={[styles.small, { ...textSize(8.5, 1.35), marginBottom: 4 }]}>
              {paragraph}
            </Text>
          ))}
        </View>
        <View style={[styles.col, { backgroundColor: palette.primaryLight, borderRadius: 6, padding: 10 }]}>
          <Text style={[styles.h2, { marginTop: 0 }]}>{labels.coaching}</Text>
          <Text style={[styles.small, { marginBottom: 6 }]}>{model.coaching.intro}</Text>
          {model.coaching.facts.map((fact) => (
            <Text key={fact} style={[styles.small, { fontWeight: 600 }]}>
              {fact}
            </Text>
          ))}
          {model.coaching.prompts.map((prompt) => (
            <View key={prompt} style={{ marginTop: 8 }}>
              <Text style={[styles.small, { fontWeight: 700 }]}>{prompt}</Text>
              <View style={styles.line} />
              <View style={styles.line} />
              <View style={styles.line} />
            </View>
          ))}
        </View>
      </View>
    </Frame>
  )
}

/** The whole report: accessible metadata (title, author, subject, language fr) and one bookmark per page. */
export function ReportDocument({ model }: { model: ReportModel }) {
  const palette = PALETTES[model.audience]
  const styles = makeStyles(palette)
  return (
    <Document
      title={model.meta.title}
      author={model.meta.author}
      subject={model.meta.subject}
      keywords={model.meta.keywords}
      creator={model.meta.author}
      producer={model.meta.author}
      language={model.meta.language}
      pageMode="useOutlines"
    >
      <Cover model={model} styles={styles} palette={palette} />
      <Summary model={model} styles={styles} />
      <HowToRead model={model} styles={styles} />
      <Scores model={model} styles={styles} palette={palette} />
      <DominantTypes model={model} styles={styles} />
      <Personality model={model} styles={styles} />
      <EnvironmentAndSkills model={model} styles={styles} palette={palette} />
      <Careers model={model} styles={styles} palette={palette} />
      <Trainings model={model} styles={styles} palette={palette} />
      <Families model={model} styles={styles} palette={palette} />
      <ActionPlan model={model} styles={styles} />
      <Resources model={model} styles={styles} palette={palette} />
    </Document>
  )
}
