import type { DefaultServerCellComponentProps } from 'payload'
import { formatEuros } from '@/domain/offers'

/** An amount kept in cents, as staff read it in the lists: « 18,00 € ». */
export function EurosCell({ cellData }: DefaultServerCellComponentProps) {
  return typeof cellData === 'number' && Number.isSafeInteger(cellData) && cellData >= 0 ? <span>{formatEuros(cellData)}</span> : null
}
