import type { RadarScores } from '@/domain/content-types'
import { radarLayout, type RadarSpacing } from '@/domain/radar-geometry'
import { fillTemplate } from '@/domain/template'
import styles from './Results.module.css'

interface SkillsRadarProps {
  scores: RadarScores
  labels: Record<keyof RadarScores, string>
  /** « {skill} : {value} sur {max} » */
  figure: string
}

const WIDTH = 360
const HEIGHT = 180
const MAX = 5
/**
 * For 12-unit labels. The side room fits "interpersonnelles", the longest word, which is about 105 units wide in
 * DejaVu Sans, the widest of the usual system fonts; the box scales with the card, so a phone shrinks it all alike.
 */
const SPACING: RadarSpacing = { sideRoom: 117, verticalRoom: 24, shiftDown: 4, labelGap: 10, wrapAt: 14, lineHeight: 14 }

/** A tenth of a unit is finer than any screen shows, and keeps the page's HTML short. */
const round = (value: number) => Math.round(value * 10) / 10

/**
 * The five-skill radar on a 0-5 scale, drawn on the server. The SVG is only a picture: the figures are also listed
 * in text, read by screen readers everywhere and shown on phones, where the drawing's labels get small.
 */
export function SkillsRadar({ scores, labels, figure }: SkillsRadarProps) {
  const axes = (Object.keys(labels) as Array<keyof RadarScores>).map((key) => ({ key, label: labels[key], value: scores[key] }))
  const layout = radarLayout(axes, { width: WIDTH, height: HEIGHT, max: MAX }, SPACING)
  return (
    <figure className={styles.radar}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} aria-hidden="true" focusable="false">
        <g fill="none" stroke="#cbd5e1">
          {layout.rings.map((points, ring) => (
            <polygon key={ring} points={points} />
          ))}
          {layout.axes.map(({ axis, spokeEnd: [x, y] }) => (
            <line key={axis.key} x1={round(layout.cx)} y1={round(layout.cy)} x2={round(x)} y2={round(y)} />
          ))}
        </g>
        <polygon points={layout.shape} fill="#1d4ed8" fillOpacity={0.35} stroke="#1d4ed8" strokeWidth={1.5} />
        <g fontSize={12} fill="#334155">
          {layout.axes.map(({ axis, label }) => (
            <text key={axis.key} textAnchor={label.anchor}>
              {label.lines.map((line, index) => (
                <tspan key={line} x={round(label.x)} y={round(label.y + index * SPACING.lineHeight)}>
                  {line}
                </tspan>
              ))}
            </text>
          ))}
        </g>
      </svg>
      <figcaption>
        <ul className={styles.radarFigures}>
          {axes.map((axis) => (
            <li key={axis.key}>{fillTemplate(figure, { skill: axis.label, value: axis.value, max: MAX })}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
