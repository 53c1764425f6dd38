/**
 * Geometry of the radar charts: the skills radar of the results page (SVG in the page) and the report's
 * radar and RIASEC hexagon (PDF). Only numbers here; each caller draws them with its own primitives.
 */

export type Point = [x: number, y: number]

export type TextAnchor = 'start' | 'middle' | 'end'

/** The point at `radius` from the centre on spoke `index` of `count`: the first spoke points up, the next ones follow clockwise. */
export function polarPoint(cx: number, cy: number, radius: number, index: number, count: number): Point {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count
  return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]
}

/** The `points` attribute of an SVG polygon, to a tenth of a unit. */
export const pointsText = (points: Point[]) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')

/** Splits a label into lines of at most `width` characters, word by word (a longer word keeps its own line). */
export function wrapLabel(label: string, width: number): string[] {
  const lines: string[] = []
  for (const word of label.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

export interface RadarAxis {
  label: string
  /** From 0 to the chart's maximum. */
  value: number
}

/** How much room the labels get around the chart, and how they are set. In the drawing's units. */
export interface RadarSpacing {
  /** Kept free left and right of the chart for the side labels. */
  sideRoom: number
  /** Kept free above and below the chart. */
  verticalRoom: number
  /** How far the centre sits below the middle of the box (the labels under the chart are shorter than the one above). */
  shiftDown: number
  /** From the outer ring to a label's anchor point. */
  labelGap: number
  /** Characters per label line. */
  wrapAt: number
  /** From one label line's baseline to the next. */
  lineHeight: number
}

export interface RadarLabel {
  x: number
  /** Baseline of the first line; the others follow `lineHeight` apart. */
  y: number
  anchor: TextAnchor
  lines: string[]
  /** Baseline of the line just under the label (the report prints the value there). */
  valueY: number
}

export interface RadarAxisLayout<Axis extends RadarAxis> {
  axis: Axis
  /** Where the spoke meets the outer ring. */
  spokeEnd: Point
  label: RadarLabel
}

export interface RadarLayout<Axis extends RadarAxis> {
  cx: number
  cy: number
  radius: number
  /** One polygon per whole value from 1 to the maximum, innermost first. */
  rings: string[]
  /** The polygon joining the axes' values. */
  shape: string
  axes: Array<RadarAxisLayout<Axis>>
}

/**
 * Lays out a radar in a `width` × `height` box: the first axis at the top, the others clockwise, each label
 * beyond the end of its spoke, centred when the spoke is vertical and growing away from the chart otherwise.
 */
export function radarLayout<Axis extends RadarAxis>(
  axes: readonly Axis[],
  { width, height, max }: { width: number; height: number; max: number },
  spacing: RadarSpacing,
): RadarLayout<Axis> {
  const cx = width / 2
  const cy = height / 2 + spacing.shiftDown
  const radius = Math.min(height / 2 - spacing.verticalRoom, width / 2 - spacing.sideRoom)
  const at = (value: number, index: number) => polarPoint(cx, cy, (radius * value) / max, index, axes.length)
  const clamped = (value: number) => Math.min(Math.max(value, 0), max)
  const rings = Array.from({ length: Math.floor(max) }, (_, ring) => pointsText(axes.map((_, index) => at(ring + 1, index))))
  return {
    cx,
    cy,
    radius,
    rings,
    shape: pointsText(axes.map((axis, index) => at(clamped(axis.value), index))),
    axes: axes.map((axis, index) => {
      const [x, y] = polarPoint(cx, cy, radius + spacing.labelGap, index, axes.length)
      // Less than a unit from the vertical axis: the top (or bottom) spoke, whatever the rounding.
      const anchor: TextAnchor = Math.abs(x - cx) < 1 ? 'middle' : x > cx ? 'start' : 'end'
      const lines = wrapLabel(axis.label, spacing.wrapAt)
      return {
        axis,
        spokeEnd: polarPoint(cx, cy, radius, index, axes.length),
        label: { x, y, anchor, lines, valueY: y + lines.length * spacing.lineHeight },
      }
    }),
  }
}
