/**
 * The report's three charts, drawn as vector graphics: the RIASEC hexagon, the score bars and the
 * five-skill radar. The radar's geometry is shared with the results page (`@/domain/radar-geometry`); the values
 * come from the report model.
 */
import { Circle, G, Line, Polygon, Rect, Svg, Text } from '@react-pdf/renderer'
import { polarPoint, pointsText, radarLayout, type RadarSpacing } from '@/domain/radar-geometry'
import type { RadarLine, ScoreLine } from './model'
import { REPORT_FONT } from './fonts'

export interface Palette {
  primary: string
  primaryLight: string
  accent: string
  ink: string
  muted: string
  grid: string
}

interface HexagonChartProps {
  scores: ScoreLine[]
  palette: Palette
  /** The side of the square drawing, in points. */
  size?: number
  /** Takes the height its parent column leaves it, `size` at most, and scales the drawing down to it. */
  fitHeight?: boolean
}

/** Holland's hexagon with the six scores (R at the top, then I, A, S, E, C clockwise). */
export function HexagonChart({ scores, palette, size = 220, fitHeight }: HexagonChartProps) {
  const cx = size / 2
  const cy = size / 2
  const radius = size / 2 - 30
  const top = Math.max(...scores.map((line) => line.score))
  const scale = Math.max(6, Math.ceil(top / 2) * 2)
  const rings = Array.from({ length: scale / 2 }, (_, index) => (index + 1) * 2)
  const outline = (value: number) => pointsText(scores.map((_, index) => polarPoint(cx, cy, (radius * value) / scale, index, scores.length)))
  const shape = pointsText(scores.map((line, index) => polarPoint(cx, cy, (radius * line.score) / scale, index, scores.length)))
  return (
    <Svg {...(fitHeight ? { style: { flexGrow: 1, flexBasis: 0, maxHeight: size } } : { width: size, height: size })} viewBox={`0 0 ${size} ${size}`}>
      {rings.map((ring) => (
        <Polygon key={ring} points={outline(ring)} fill="none" stroke={palette.grid} strokeWidth={0.7} />
      ))}
      {scores.map((line, index) => {
        const [x, y] = polarPoint(cx, cy, radius, index, scores.length)
        return <Line key={line.letter} x1={cx} y1={cy} x2={x} y2={y} stroke={palette.grid} strokeWidth={0.7} />
      })}
      <Polygon points={shape} fill={palette.primaryLight} stroke={palette.primary} strokeWidth={1.6} />
      {scores.map((line, index) => {
        const [x, y] = polarPoint(cx, cy, (radius * line.score) / scale, index, scores.length)
        return <Circle key={line.letter} cx={x} cy={y} r={2.4} fill={line.rank <= 2 ? palette.accent : palette.primary} />
      })}
      {scores.map((line, index) => {
        const [x, y] = polarPoint(cx, cy, radius + 16, index, scores.length)
        return (
          <G key={line.letter}>
            <Text x={x} y={y - 1} textAnchor="middle" style={{ fontFamily: REPORT_FONT, fontSize: 11, fontWeight: 700 }} fill={line.rank <= 2 ? palette.accent : palette.ink}>
              {line.letter}
            </Text>
            <Text x={x} y={y + 9} textAnchor="middle" style={{ fontFamily: REPORT_FONT, fontSize: 8 }} fill={palette.muted}>
              {`${line.score}/12`}
            </Text>
          </G>
        )
      })}
    </Svg>
  )
}

/** Six horizontal bars, best first, out of 12 points. */
export function ScoreBars({ scores, palette, width = 250 }: { scores: ScoreLine[]; palette: Palette; width?: number }) {
  const labelWidth = 100
  const barWidth = width - labelWidth - 34
  const rowHeight = 24
  const ordered = [...scores].sort((a, b) => a.rank - b.rank)
  return (
    <Svg width={width} height={ordered.length * rowHeight} viewBox={`0 0 ${width} ${ordered.length * rowHeight}`}>
      {ordered.map((line, index) => {
        const y = index * rowHeight
        const filled = (barWidth * line.score) / 12
        const colour = line.rank <= 2 ? palette.accent : palette.primary
        return (
          <G key={line.letter}>
            <Text x={0} y={y + 14} style={{ fontFamily: REPORT_FONT, fontSize: 9.5, fontWeight: line.rank <= 2 ? 700 : 400 }} fill={palette.ink}>
              {`${line.letter} ${line.name}`}
            </Text>
            <Rect x={labelWidth} y={y + 5} width={barWidth} height={11} rx={3} fill={palette.grid} />
            {line.score > 0 ? <Rect x={labelWidth} y={y + 5} width={Math.max(filled, 4)} height={11} rx={3} fill={colour} /> : null}
            <Text x={width} y={y + 14} textAnchor="end" style={{ fontFamily: REPORT_FONT, fontSize: 9.5, fontWeight: 600 }} fill={palette.ink}>
              {`${line.score}/12`}
            </Text>
          </G>
        )
      })}
    </Svg>
  )
}

// Labels sit outside the chart on every side: the long ones ("Compétences interpersonnelles") need room left and right.
const RADAR_SPACING: RadarSpacing = { sideRoom: 92, verticalRoom: 34, shiftDown: 6, labelGap: 14, wrapAt: 14, lineHeight: 10 }

/** The five-skill radar of the profile, on the results page's 0-5 scale. */
export function SkillsRadarChart({ skills, palette, width = 300, height = 250 }: { skills: RadarLine[]; palette: Palette; width?: number; height?: number }) {
  const layout = radarLayout(skills, { width, height, max: 5 }, RADAR_SPACING)
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {layout.rings.map((points, ring) => (
        <Polygon key={ring} points={points} fill="none" stroke={palette.grid} strokeWidth={0.7} />
      ))}
      {layout.axes.map(({ axis, spokeEnd: [x, y] }) => (
        <Line key={axis.key} x1={layout.cx} y1={layout.cy} x2={x} y2={y} stroke={palette.grid} strokeWidth={0.7} />
      ))}
      <Polygon points={layout.shape} fill={palette.primaryLight} stroke={palette.primary} strokeWidth={1.6} />
      {layout.axes.map(({ axis, label }) => (
        <G key={axis.key}>
          {label.lines.map((text, line) => (
            <Text key={text} x={label.x} y={label.y + line * RADAR_SPACING.lineHeight} textAnchor={label.anchor} style={{ fontFamily: REPORT_FONT, fontSize: 9 }} fill={palette.ink}>
              {text}
            </Text>
          ))}
          <Text x={label.x} y={label.valueY} textAnchor={label.anchor} style={{ fontFamily: REPORT_FONT, fontSize: 9, fontWeight: 700 }} fill={palette.primary}>
            {`${axis.value}/5`}
          </Text>
        </G>
      ))}
    </Svg>
  )
}
