import { describe, expect, it } from 'vitest'
import { polarPoint, pointsText, radarLayout, wrapLabel, type RadarSpacing } from './radar-geometry'

const SPACING: RadarSpacing = { sideRoom: 92, verticalRoom: 34, shiftDown: 6, labelGap: 14, wrapAt: 14, lineHeight: 10 }
const BOX = { width: 320, height: 250, max: 5 }

const skills = (values: number[]) =>
  [
    'Ponctualité',
    'Résolution de problèmes',
    'Résistance au stress',
    'Connaissance du marché',
    'Compétences interpersonnelles',
  ].map((label, index) => ({ label, value: values[index] ?? 0 }))

/** The vertices of an SVG `points` attribute, as numbers. */
const vertices = (points: string) => points.split(' ').map((pair) => pair.split(',').map(Number))

describe('polarPoint', () => {
  it('puts the first spoke straight up', () => {
    const [x, y] = polarPoint(100, 50, 40, 0, 5)
    expect(x).toBeCloseTo(100)
    expect(y).toBeCloseTo(10)
  })

  it('turns clockwise on screen (y grows downwards)', () => {
    const [x, y] = polarPoint(0, 0, 10, 1, 4)
    expect(x).toBeCloseTo(10)
    expect(y).toBeCloseTo(0)
    expect(polarPoint(0, 0, 10, 2, 4)[1]).toBeCloseTo(10)
  })
})

describe('pointsText', () => {
  it('writes x,y pairs to a tenth, separated by spaces', () => {
    expect(
      pointsText([
        [1, 2.25],
        [10.04, -3],
      ]),
    ).toBe('1.0,2.3 10.0,-3.0')
  })
})

describe('wrapLabel', () => {
  it('wraps long skill names word by word', () => {
    expect(wrapLabel('Compétences interpersonnelles', 14)).toEqual(['Compétences', 'interpersonnelles'])
    expect(wrapLabel('Résistance au stress', 14)).toEqual(['Résistance au', 'stress'])
    expect(wrapLabel('Connaissance du marché', 14)).toEqual(['Connaissance', 'du marché'])
    expect(wrapLabel('Ponctualité', 14)).toEqual(['Ponctualité'])
  })

  it('keeps a word longer than the width whole, on its own line', () => {
    expect(wrapLabel('a interpersonnelles b', 5)).toEqual(['a', 'interpersonnelles', 'b'])
  })
})

describe('radarLayout', () => {
  it('keeps the report radar where it was drawn before the geometry moved here', () => {
    const layout = radarLayout(skills([3, 3, 3, 3, 3]), BOX, SPACING)
    expect(layout.cx).toBe(160)
    expect(layout.cy).toBe(131)
    expect(layout.radius).toBe(68) // min(125 - 34, 160 - 92)
  })

  it('is limited by the height when the box is wide', () => {
    expect(radarLayout(skills([1, 1, 1, 1, 1]), { width: 1000, height: 250, max: 5 }, SPACING).radius).toBe(125 - 34)
  })

  it('starts the first spoke at the top, on the outer ring', () => {
    const layout = radarLayout(skills([1, 2, 3, 4, 5]), BOX, SPACING)
    const [x, y] = layout.axes[0]!.spokeEnd
    expect(x).toBeCloseTo(layout.cx)
    expect(y).toBeCloseTo(layout.cy - layout.radius)
  })

  it('draws one ring per whole value, the outer one through the spoke ends', () => {
    const layout = radarLayout(skills([1, 2, 3, 4, 5]), BOX, SPACING)
    expect(layout.rings).toHaveLength(5)
    expect(layout.rings.at(-1)).toBe(pointsText(layout.axes.map((axis) => axis.spokeEnd)))
    const [x, y] = vertices(layout.rings[1]!)[0]!
    expect(x).toBeCloseTo(layout.cx, 1)
    expect(y).toBeCloseTo(layout.cy - (layout.radius * 2) / 5, 1)
  })

  it('puts a value of max on the outer ring and a value of 0 at the centre', () => {
    const layout = radarLayout(skills([5, 0, 5, 0, 5]), BOX, SPACING)
    const shape = vertices(layout.shape)
    const outer = vertices(layout.rings.at(-1)!)
    const centre = [Number(layout.cx.toFixed(1)), Number(layout.cy.toFixed(1))]
    expect(shape[0]).toEqual(outer[0])
    expect(shape[1]).toEqual(centre)
    expect(shape[2]).toEqual(outer[2])
    expect(shape[3]).toEqual(centre)
    expect(shape[4]).toEqual(outer[4])
  })

  it('places a value in proportion along its spoke', () => {
    const layout = radarLayout(skills([2, 0, 0, 0, 0]), BOX, SPACING)
    expect(vertices(layout.shape)[0]).toEqual(vertices(layout.rings[1]!)[0])
  })

  it('keeps values out of range on the chart', () => {
    const layout = radarLayout(skills([9, -2, 5, 0, 5]), BOX, SPACING)
    expect(layout.shape).toBe(radarLayout(skills([5, 0, 5, 0, 5]), BOX, SPACING).shape)
  })

  it('anchors labels in the middle at the top, from the left on the right, from the right on the left', () => {
    const layout = radarLayout(skills([3, 3, 3, 3, 3]), BOX, SPACING)
    expect(layout.axes.map(({ label }) => label.anchor)).toEqual(['middle', 'start', 'start', 'end', 'end'])
    const [top, right, , , left] = layout.axes.map(({ label }) => label)
    expect(top!.x).toBeCloseTo(layout.cx)
    expect(right!.x).toBeGreaterThan(layout.cx)
    expect(left!.x).toBeLessThan(layout.cx)
  })

  it('sets labels just beyond the outer ring, wrapped, with the value line under the last line', () => {
    const layout = radarLayout(skills([3, 3, 3, 3, 3]), BOX, SPACING)
    for (const { label } of layout.axes) {
      expect(Math.hypot(label.x - layout.cx, label.y - layout.cy)).toBeCloseTo(layout.radius + SPACING.labelGap)
      expect(label.valueY).toBeCloseTo(label.y + label.lines.length * SPACING.lineHeight)
    }
    expect(layout.axes[0]!.label.lines).toEqual(['Ponctualité'])
    expect(layout.axes[4]!.label.lines).toEqual(['Compétences', 'interpersonnelles'])
  })

  it('keeps each axis with its own layout, in order', () => {
    const axes = skills([1, 2, 3, 4, 5]).map((axis, index) => ({ ...axis, key: `k${index}` }))
    expect(radarLayout(axes, BOX, SPACING).axes.map(({ axis }) => axis.key)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4'])
  })
})
