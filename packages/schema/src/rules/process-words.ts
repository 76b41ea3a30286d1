import type { Catalogue } from '../catalogue.ts'
import type { LanguageCode } from '../languages.ts'
import type { StepType } from '../runtime/step-types.ts'

/**
 * The one status vocabulary (spec 2.7, the `process` namespace): how a record's process status
 * reads wherever a person sees it (grid cell, print, Excel, history, notifications, e-mails,
 * charts). The status column holds the step type the record waits at (`CHECK`, …); its
 * `<type>_grid` word says where the record stands. A project's static_words may override a
 * word in the browser; a status with no word shows as stored.
 */
export const PROCESS_WORDS = {
  // At START the applicant has not sent it yet: a draft, theirs to change and then submit.
  START_grid: { mn_MN: 'Ноорог', en_US: 'Draft', ko_KR: '초안' },
  CHECK_grid: { mn_MN: 'Хянагдаж байна', en_US: 'Being checked', ko_KR: '검토 중' },
  PREPARE_VOTE_grid: { mn_MN: 'Санал хураалтад бэлтгэж байна', en_US: 'Vote being prepared', ko_KR: '투표 준비 중' },
  VOTE_grid: { mn_MN: 'Санал хураалт явагдаж байна', en_US: 'Council voting', ko_KR: '위원회 투표 중' },
  SUMMARY_grid: { mn_MN: 'Шийдвэр гаргаж байна', en_US: 'Being decided', ko_KR: '결정 중' },
  TRANSFER_grid: { mn_MN: 'Шилжүүлсэн', en_US: 'Transferred', ko_KR: '이관됨' },
  GIVE_grid: { mn_MN: 'Хүлээлгэн өгч байна', en_US: 'Being handed over', ko_KR: '인계 중' },
  RECEIVE_grid: { mn_MN: 'Хүлээн авч байна', en_US: 'Being received', ko_KR: '인수 중' },
  SEE_AND_CHECK_grid: { mn_MN: 'Танилцаж байна', en_US: 'Being reviewed', ko_KR: '열람 검토 중' },
  END_VOTE_grid: { mn_MN: 'Санал хураалт дууссан', en_US: 'Vote closed', ko_KR: '투표 종료' },
  BUDGET_grid: { mn_MN: 'Төсөв тооцож байна', en_US: 'Budget being set', ko_KR: '예산 산정 중' },
  PRE_END_grid: { mn_MN: 'Дуусгахад бэлэн', en_US: 'Ready to finish', ko_KR: '완료 준비' },
  CANCEL_grid: { mn_MN: 'Цуцлагдсан', en_US: 'Cancelled', ko_KR: '취소됨' },
  RE_CREATE_grid: { mn_MN: 'Буцаагдсан', en_US: 'Sent back', ko_KR: '반려됨' },
  END_grid: { mn_MN: 'Шийдвэрлэгдсэн', en_US: 'Approved', ko_KR: '승인됨' },
  ASSIGN_grid: { mn_MN: 'Хуваарилж байна', en_US: 'Being assigned', ko_KR: '배정 중' },
  DATE_grid: { mn_MN: 'Огноо товлосон', en_US: 'Date set', ko_KR: '일정 지정됨' },
  COURT_grid: { mn_MN: 'Шүүхэд', en_US: 'In court', ko_KR: '재판 중' },
  POSTPONE_grid: { mn_MN: 'Хойшлуулсан', en_US: 'Postponed', ko_KR: '연기됨' },
} as const satisfies Catalogue & { readonly [type in `${StepType}_grid`]: unknown }

/** The key of a step type's word in {@link PROCESS_WORDS} (and the `process` namespace). */
export const processWordKey = (type: StepType): `${StepType}_grid` => `${type}_grid`

/**
 * Where a record stands, in words, for a status column's value: the step type's word in
 * `language`, or undefined when the value names no step type.
 *
 * @example processStatusWord('RE_CREATE', 'en_US') // 'Sent back'
 */
export function processStatusWord(status: string, language: LanguageCode): string | undefined {
  const words: Readonly<Record<string, Readonly<Record<LanguageCode, string>>>> = PROCESS_WORDS
  return Object.hasOwn(words, `${status}_grid`) ? words[`${status}_grid`]?.[language] : undefined
}
