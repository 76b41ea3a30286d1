// The rich-text editor's own words in the three interface languages, Mongolian first (spec 9).
import type { Catalogue } from '@tamga/schema'
import { namespace } from '../../../i18n/namespaces.ts'

const MESSAGES = {
  paragraph: { mn_MN: 'Энгийн текст', en_US: 'Paragraph', ko_KR: '본문' },
  heading: { mn_MN: 'Гарчиг {{level}}', en_US: 'Heading {{level}}', ko_KR: '제목 {{level}}' },
  bold: { mn_MN: 'Тод', en_US: 'Bold', ko_KR: '굵게' },
  italic: { mn_MN: 'Налуу', en_US: 'Italic', ko_KR: '기울임꼴' },
  underline: { mn_MN: 'Доогуур зураас', en_US: 'Underline', ko_KR: '밑줄' },
  strike: { mn_MN: 'Дундуур зураас', en_US: 'Strikethrough', ko_KR: '취소선' },
  bulletList: { mn_MN: 'Цэгтэй жагсаалт', en_US: 'Bulleted list', ko_KR: '글머리 기호 목록' },
  orderedList: { mn_MN: 'Дугаартай жагсаалт', en_US: 'Numbered list', ko_KR: '번호 매기기 목록' },
  blockquote: { mn_MN: 'Ишлэл', en_US: 'Quote', ko_KR: '인용' },
  link: { mn_MN: 'Холбоос', en_US: 'Link', ko_KR: '링크' },
  unlink: { mn_MN: 'Холбоос арилгах', en_US: 'Remove the link', ko_KR: '링크 제거' },
  image: { mn_MN: 'Зураг оруулах', en_US: 'Insert an image', ko_KR: '이미지 삽입' },
  undo: { mn_MN: 'Буцаах', en_US: 'Undo', ko_KR: '실행 취소' },
  redo: { mn_MN: 'Дахин хийх', en_US: 'Redo', ko_KR: '다시 실행' },
  linkAddress: { mn_MN: 'Холбоосын хаяг', en_US: 'Link address', ko_KR: '링크 주소' },
  /** A typed link that is neither a web nor a mail address. */
  linkInvalid: {
    mn_MN: 'http://, https:// эсвэл mailto: хаяг оруулна уу',
    en_US: 'Enter an http://, https:// or mailto: address',
    ko_KR: 'http://, https:// 또는 mailto: 주소를 입력하세요',
  },
  insert: { mn_MN: 'Оруулах', en_US: 'Insert', ko_KR: '삽입' },
  cancel: { mn_MN: 'Болих', en_US: 'Cancel', ko_KR: '취소' },
  /** Spec 5's alert for a file that is not an image where only images go. */
  onlyImages: { mn_MN: 'зөвхөн зураг оруулна уу!', en_US: 'Only images, please!', ko_KR: '이미지만 올려 주세요!' },
  imageUploading: { mn_MN: 'Зураг хуулж байна…', en_US: 'Uploading the image…', ko_KR: '이미지를 올리는 중…' },
} as const satisfies Catalogue

/** One of the rich-text editor's words. */
export type RichTextMessageKey = keyof typeof MESSAGES

/**
 * One of the rich-text editor's words in `language`, with `{{name}}` placeholders filled.
 *
 * @example richTextMessage('heading', 'en_US', { level: 2 }) // 'Heading 2'
 */
export const richTextMessage = namespace('richText', MESSAGES)
