// The pickers' own words, Mongolian first: a column not saved yet, and where a column points.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue } from '@tamga/schema'

const WORDS = {
  unsaved: { mn_MN: 'хадгалаагүй', en_US: 'not saved yet', ko_KR: '아직 저장 안 됨' },
  pointsTo: {
    mn_MN: '«{{table}}» хүснэгтийн мөрийг заана',
    en_US: 'points to a row of «{{table}}»',
    ko_KR: '«{{table}}» 표의 행을 가리킵니다',
  },
  linksParent: {
    mn_MN: 'Мөр бүр «{{parent}}» хүснэгтийн нэг мөрт харьяалагдана; тэр мөрийн дугаар энэ баганад хадгалагдана',
    en_US: 'Each row belongs to one «{{parent}}» record, whose number this column keeps',
    ko_KR: '각 행은 «{{parent}}» 기록 하나에 속하며, 그 번호가 이 열에 저장됩니다',
  },
  linksElsewhere: {
    mn_MN: 'Энэ багана «{{parent}}» биш, «{{table}}» хүснэгтийг заадаг: холбох баганаа шалгана уу',
    en_US: 'This column points to «{{table}}», not to «{{parent}}»: check the link column',
    ko_KR: '이 열은 «{{parent}}»가 아니라 «{{table}}»를 가리킵니다. 연결 열을 확인하세요',
  },
  linksNothing: {
    mn_MN:
      'Энэ багана ямар ч хүснэгтийг заадаггүй: «{{parent}}» хүснэгтийн мөрийн дугаарыг хадгалах баганыг сонгоно уу',
    en_US: 'This column points to no table: choose the one that keeps the «{{parent}}» record’s number',
    ko_KR: '이 열은 어떤 표도 가리키지 않습니다. «{{parent}}» 기록 번호를 저장하는 열을 고르세요',
  },
} as const satisfies Catalogue

/** A word of the pickers in the language shown. */
export const pickerWord = namespace('builderPickers', WORDS)
