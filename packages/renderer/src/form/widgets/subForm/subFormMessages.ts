import type { Catalogue } from '@tamga/schema'
import { namespace } from '../../../i18n/namespaces.ts'

/**
 * The sub-form's own words, Mongolian first (spec 9). The child form's labels and validation
 * messages come from its document and the form's messages; these are the words of the list.
 */
const SUB_FORM_MESSAGES = {
  addRow: { mn_MN: 'Мөр нэмэх', en_US: 'Add a row', ko_KR: '행 추가' },
  deleteRow: { mn_MN: 'Мөр устгах', en_US: 'Delete the row', ko_KR: '행 삭제' },
  /** The heading of the row-number column. */
  rowNumber: { mn_MN: '№', en_US: '№', ko_KR: '№' },
  /** A list message about one row, before the message itself. */
  row: { mn_MN: '{{number}}-р мөр', en_US: 'Row {{number}}', ko_KR: '{{number}}행' },
  noRows: { mn_MN: 'Мөр алга', en_US: 'No rows', ko_KR: '행이 없습니다' },
  tooFewRows: {
    mn_MN: 'Дор хаяж {{limit}} мөр оруулна уу',
    en_US: 'Please enter at least {{limit}} rows',
    ko_KR: '{{limit}}개 이상의 행을 입력하세요',
  },
  tooManyRows: {
    mn_MN: 'Хамгийн ихдээ {{limit}} мөр оруулна уу',
    en_US: 'Please enter at most {{limit}} rows',
    ko_KR: '{{limit}}개 이하의 행을 입력하세요',
  },
  /** The CRUD screen did not hand over the child form or its model. */
  childFormMissing: {
    mn_MN: 'Дэд маягтын тодорхойлолт олдсонгүй',
    en_US: 'The form of this sub-form was not found',
    ko_KR: '하위 양식의 정의를 찾을 수 없습니다',
  },
} as const satisfies Catalogue

/**
 * One of the sub-form's words in `language`, with `{{name}}` placeholders filled from `params`.
 *
 * @example subFormMessage('tooFewRows', 'en_US', { limit: 2 }) // 'Please enter at least 2 rows'
 */
export const subFormMessage = namespace('subForm', SUB_FORM_MESSAGES)
