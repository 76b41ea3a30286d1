import type { Catalogue } from '@tamga/schema'
import { namespace } from '../../i18n/namespaces.ts'

/** What an empty chart says instead of drawing nothing. */
export const chartDataWord = namespace('chartData', {
  noData: { mn_MN: 'Мэдээлэл олдсонгүй', en_US: 'No data', ko_KR: '데이터가 없습니다' },
} as const satisfies Catalogue)

/** A category or cell without a value. */
export const MISSING_VALUE_TEXT = '—'
