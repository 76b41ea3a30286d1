// The forms (regular expressions) the document schemas ask of their texts, each with the
// sentence that tells a person how to write such a text. An issue never shows the expression:
// a builder's user is not a programmer, and "^[a-z_][a-z0-9_]{0,62}$" says nothing to them.
import type { BilingualMessage } from './issue.ts'

/** A form a text must have, and how to say it to a person. */
export interface TextPattern {
  /** The regular expression (JSON Schema `pattern`, ECMAScript, Unicode). */
  pattern: string
  /** How to write a text of this form, in a sentence with an example; never the expression. */
  hint: Required<BilingualMessage>
}

/**
 * Every `pattern` a Tamga schema uses, by what it is. Schemas take `PATTERNS.x.pattern`, so a
 * pattern cannot be added without the sentence that explains it (a test walks every schema).
 */
export const PATTERNS = {
  sqlIdentifier: {
    pattern: '^[a-z_][a-z0-9_]{0,62}$',
    hint: {
      mn_MN:
        'Зөвхөн латин жижиг үсэг, тоо, доогуур зураас (_) ашиглана; тоогоор эхлэхгүй, 63 тэмдэгтээс ихгүй. Жишээ: event_date',
      en_US:
        'Use only lower-case Latin letters, digits and underscores (_); do not start with a digit; at most 63 characters. Example: event_date',
      ko_KR: '라틴 소문자, 숫자, 밑줄(_)만 쓰고 숫자로 시작하지 않으며 63자 이하로 쓰세요. 예: event_date',
    },
  },
  documentName: {
    pattern: '^[a-z0-9][a-z0-9_-]{0,127}$',
    hint: {
      mn_MN:
        'Зөвхөн латин жижиг үсэг, тоо, зураас (-), доогуур зураас (_) ашиглана; үсэг эсвэл тоогоор эхэлж, 128 тэмдэгтээс ихгүй. Жишээ: event_form',
      en_US:
        'Use only lower-case Latin letters, digits, hyphens (-) and underscores (_), starting with a letter or digit; at most 128 characters. Example: event_form',
      ko_KR: '라틴 소문자, 숫자, 하이픈(-), 밑줄(_)만 쓰고 문자나 숫자로 시작하며 128자 이하로 쓰세요. 예: event_form',
    },
  },
  columnRef: {
    pattern: '^[a-z_][a-z0-9_]{0,62}\\.[a-z_][a-z0-9_]{0,62}$',
    hint: {
      mn_MN:
        'Эх сурвалжийн товч нэр, цэг, баганын нэрийг бичнэ; хоёулаа латин жижиг үсэг, тоо, доогуур зураасаас (_) бүтнэ. Жишээ: a.process_status',
      en_US:
        "Write the source's short name, a dot and the column's name, both of lower-case Latin letters, digits and underscores (_). Example: a.process_status",
      ko_KR: '원본의 짧은 이름, 점, 열 이름을 쓰세요. 둘 다 라틴 소문자, 숫자, 밑줄(_)로 씁니다. 예: a.process_status',
    },
  },
  color: {
    pattern: '^(#[0-9a-fA-F]{3,4}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|(rgb|rgba|hsl|hsla)\\([0-9.,%\\s]+\\))$',
    hint: {
      mn_MN: 'Өнгийг # тэмдэг ба 6 тэмдэгт (0–9, a–f), эсвэл rgb(…) хэлбэрээр бичнэ. Жишээ: #1677ff',
      en_US: 'Write the colour as # and six characters (0–9, a–f), or as rgb(…). Example: #1677ff',
      ko_KR: '색은 # 뒤에 6자(0–9, a–f) 또는 rgb(…) 형식으로 쓰세요. 예: #1677ff',
    },
  },
  url: {
    pattern: '^(/|https?://)',
    hint: {
      mn_MN:
        'Хаягийг апп доторх зам (налуу зураасаар эхэлсэн) эсвэл http://, https://-ээр эхэлсэн бүтэн хаягаар бичнэ. Жишээ: https://example.mn',
      en_US:
        'Write a path inside the app (starting with a slash) or a full address starting with http:// or https://. Example: https://example.mn',
      ko_KR: '앱 안의 경로(슬래시로 시작) 또는 http://, https://로 시작하는 전체 주소를 쓰세요. 예: https://example.mn',
    },
  },
  appRoute: {
    pattern: '^/',
    hint: {
      mn_MN: 'Апп доторх замыг налуу зураасаар эхлүүлж бичнэ. Жишээ: /admin',
      en_US: 'Write a path inside the app, starting with a slash. Example: /admin',
      ko_KR: '앱 안의 경로를 슬래시로 시작해 쓰세요. 예: /admin',
    },
  },
  siteAddress: {
    pattern: '^https?://[^\\s/]+',
    hint: {
      mn_MN: 'http:// эсвэл https://-ээр эхэлсэн бүтэн хаяг бичнэ. Жишээ: https://example.mn',
      en_US: 'Write a full address starting with http:// or https://. Example: https://example.mn',
      ko_KR: 'http:// 또는 https://로 시작하는 전체 주소를 쓰세요. 예: https://example.mn',
    },
  },
  webOrigin: {
    pattern: '^https?://[^\\s/?#]+$',
    hint: {
      mn_MN: 'Вэб хуудасны эх хаягийг зам, налуу зураасгүйгээр бичнэ. Жишээ: https://partner.example.mn',
      en_US: 'Write a web page’s origin, without a path or a trailing slash. Example: https://partner.example.mn',
      ko_KR: '경로나 끝 슬래시 없이 웹 페이지의 출처를 쓰세요. 예: https://partner.example.mn',
    },
  },
  tileAddress: {
    pattern: '^(?=.*\\{z\\})(?=.*\\{x\\})(?=.*\\{y\\})(/|https?://)\\S+$',
    hint: {
      mn_MN:
        'Хаяг нь налуу зураас эсвэл http(s)://-ээр эхэлж, {z}, {x}, {y} гурвыг агуулна. Жишээ: https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      en_US:
        'The address starts with a slash or http(s):// and contains {z}, {x} and {y}. Example: https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      ko_KR:
        '주소는 슬래시 또는 http(s)://로 시작하고 {z}, {x}, {y}를 모두 포함해야 합니다. 예: https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    },
  },
  svgIcon: {
    pattern: '^(/(?!/)|https?://[^\\s/]+/)\\S*\\.svg$',
    hint: {
      mn_MN:
        'SVG файлын хаягийг налуу зураас эсвэл http(s)://-ээр эхлүүлж, «.svg»-ээр төгсгөнө. Жишээ: /assets/icons/user.svg',
      en_US:
        "Write the SVG file's address starting with a slash or http(s)://, ending in «.svg». Example: /assets/icons/user.svg",
      ko_KR: 'SVG 파일 주소를 슬래시 또는 http(s)://로 시작하고 «.svg»로 끝나게 쓰세요. 예: /assets/icons/user.svg',
    },
  },
  diagramId: {
    pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$',
    hint: {
      mn_MN:
        'Латин үсэг, тоо, зураас (-), доогуур зураас (_) ашиглана; үсэг эсвэл тоогоор эхэлж, 64 тэмдэгтээс ихгүй. Жишээ: step_2',
      en_US:
        'Use Latin letters, digits, hyphens (-) and underscores (_), starting with a letter or digit; at most 64 characters. Example: step_2',
      ko_KR: '라틴 문자, 숫자, 하이픈(-), 밑줄(_)만 쓰고 문자나 숫자로 시작하며 64자 이하로 쓰세요. 예: step_2',
    },
  },
  menuItemId: {
    pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$',
    hint: {
      mn_MN:
        'Латин үсэг, тоо, зураас (-), доогуур зураас (_) ашиглана; үсэг эсвэл тоогоор эхэлж, 128 тэмдэгтээс ихгүй. Жишээ: events',
      en_US:
        'Use Latin letters, digits, hyphens (-) and underscores (_), starting with a letter or digit; at most 128 characters. Example: events',
      ko_KR: '라틴 문자, 숫자, 하이픈(-), 밑줄(_)만 쓰고 문자나 숫자로 시작하며 128자 이하로 쓰세요. 예: events',
    },
  },
  graphqlName: {
    pattern: '^(?!__)[_A-Za-z][_0-9A-Za-z]{0,127}$',
    hint: {
      mn_MN:
        'Латин үсэг, тоо, доогуур зураас (_) ашиглана; тоо болон хоёр доогуур зураасаар эхлэхгүй, 128 тэмдэгтээс ихгүй. Жишээ: events',
      en_US:
        'Use Latin letters, digits and underscores (_); do not start with a digit or two underscores; at most 128 characters. Example: events',
      ko_KR: '라틴 문자, 숫자, 밑줄(_)만 쓰고 숫자나 밑줄 두 개로 시작하지 않으며 128자 이하로 쓰세요. 예: events',
    },
  },
  cssLength: {
    pattern: '^(0|[0-9]+(\\.[0-9]+)?(px|%|rem|em|vw|vh))$',
    hint: {
      mn_MN: 'Тоо ба нэгжийг хамт бичнэ: px, %, rem, em, vw эсвэл vh (эсвэл зөвхөн 0). Жишээ: 1200px',
      en_US: 'Write a number with its unit: px, %, rem, em, vw or vh (or just 0). Example: 1200px',
      ko_KR: '숫자와 단위를 함께 쓰세요: px, %, rem, em, vw, vh (또는 0만). 예: 1200px',
    },
  },
  codeName: {
    pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
    hint: {
      mn_MN: 'Латин үсэг, тоо, доогуур зураас (_) ашиглана; тоогоор эхлэхгүй, зай авахгүй. Жишээ: beforeInsert',
      en_US:
        'Use Latin letters, digits and underscores (_), without spaces; do not start with a digit. Example: beforeInsert',
      ko_KR: '라틴 문자, 숫자, 밑줄(_)만 공백 없이 쓰고 숫자로 시작하지 마세요. 예: beforeInsert',
    },
  },
  codeNamespace: {
    pattern: '^[A-Za-z_][A-Za-z0-9_]*((\\\\|\\.|/)[A-Za-z_][A-Za-z0-9_]*)*$',
    hint: {
      mn_MN:
        'Латин үсэг, тоо, доогуур зураасаас (_) бүтсэн нэрсийг урвуу налуу, цэг эсвэл налуу зураасаар зааглана. Жишээ: App\\Http\\Controllers\\Heritage',
      en_US:
        'Write names of Latin letters, digits and underscores (_), separated by backslashes, dots or slashes. Example: App\\Http\\Controllers\\Heritage',
      ko_KR:
        '라틴 문자, 숫자, 밑줄(_)로 된 이름을 역슬래시, 점 또는 슬래시로 구분해 쓰세요. 예: App\\Http\\Controllers\\Heritage',
    },
  },
  wordKey: {
    pattern: '^[A-Za-z][A-Za-z0-9_]*$',
    hint: {
      mn_MN: 'Латин үсгээр эхэлж, латин үсэг, тоо, доогуур зураас (_) ашиглана. Жишээ: loginSuccess',
      en_US: 'Start with a Latin letter and use Latin letters, digits and underscores (_). Example: loginSuccess',
      ko_KR: '라틴 문자로 시작하고 라틴 문자, 숫자, 밑줄(_)만 쓰세요. 예: loginSuccess',
    },
  },
  isoDate: {
    pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
    hint: {
      mn_MN: 'Огноог он-сар-өдөр хэлбэрээр бичнэ. Жишээ: 2026-12-04',
      en_US: 'Write the date as year-month-day. Example: 2026-12-04',
      ko_KR: '날짜를 연-월-일 형식으로 쓰세요. 예: 2026-12-04',
    },
  },
} as const satisfies Record<string, TextPattern>

const HINTS: ReadonlyMap<string, Required<BilingualMessage>> = new Map(
  Object.values(PATTERNS).map((known): [string, Required<BilingualMessage>] => [known.pattern, known.hint]),
)

/**
 * How to write a text of the form `pattern`, when it is one of {@link PATTERNS}; `undefined`
 * for a pattern of someone else's (a form's own rule carries its own message).
 */
export function patternHint(pattern: string): Required<BilingualMessage> | undefined {
  return HINTS.get(pattern)
}
