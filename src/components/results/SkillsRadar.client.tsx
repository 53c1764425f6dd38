'use client'

import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts'
import type { RadarScores } from '@/domain/content-types'

interface SkillsRadarProps {
  scores: RadarScores
  labels: Record<keyof RadarScores, string>
}

/** The five-skill radar on a 0-5 scale. The figures are also listed in text for screen readers. */
export function SkillsRadar({ scores, labels }: SkillsRadarProps) {
  const data = (Object.keys(labels) as Array<keyof RadarScores>).map((key) => ({ skill: labels[key], value: scores[key] }))
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ width: '100%', height: 300 }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <RadarChart data={data} outerRadius="68%" accessibilityLayer={false}>
            <PolarGrid />
            <PolarAngleAxis dataKey="skill" tick={{ fontSize: 12, fill: '#334155' }} />
            <PolarRadiusAxis domain={[0, 5]} tickCount={6} tick={false} axisLine={false} />
            <Radar dataKey="value" stroke="#1d4ed8" fill="#1d4ed8" fillOpacity={0.35} isAnimationActive={false} />
          </RadarChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <ul className="visually-hidden">
          {data.map((item) => (
            <li key={item.skill}>
              {item.skill} : {item.value} sur 5
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
