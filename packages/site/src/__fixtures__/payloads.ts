import type { SiteCard, SiteChrome, SitePage, SitePayload } from '@tamga/schema'

/**
 * One payload per kind of page, in Mongolian, drawn from the heritage example's seed: what the
 * server hands the renderer. Tests and the preview script render them.
 */

export const chrome: SiteChrome = {
  language: 'mn_MN',
  languages: [
    { code: 'mn_MN', label: 'Монгол' },
    { code: 'en_US', label: 'English' },
    { code: 'ko_KR', label: '한국어' },
  ],
  title: 'Соёлын өвийн сан',
  subTitle: 'Соёлын биет бус өвийг тээгчдийг дэмжих сан',
  copyright: '© 2025 Соёлын өвийн сан',
  logo: '/assets/heritage/logo.svg',
  favicon: '/assets/heritage/favicon.svg',
  navigation: [
    { path: '/', label: 'Нүүр' },
    { path: '/news', label: 'Мэдээ' },
    { path: '/uv-teegch', label: 'Өв тээгчид' },
    { path: '/elch-tuluulugch', label: 'Элч төлөөлөгчид' },
    { path: '/ahas', label: 'АХАС' },
    { path: '/demch', label: 'ДЭМЧ' },
    { path: '/about-us', label: 'Бидний тухай' },
    { path: '/feedback', label: 'Санал хүсэлт' },
  ],
  footerLinks: [
    { path: '/about-us', label: 'Бидний тухай' },
    { path: '/project-info', label: 'Төслийн мэдээлэл' },
    { path: '/donation', label: 'Хандив өгөх' },
    { path: '/investment', label: 'Хөрөнгө оруулалт' },
    { path: '/investor', label: 'Хөрөнгө оруулагчид' },
    { path: '/partners', label: 'Хамтрагч байгууллагууд' },
    { path: '/supporters', label: 'Дэмжигчид' },
    { path: '/feedback', label: 'Санал хүсэлт' },
  ],
  analyticsId: null,
  words: {},
  origin: 'https://heritage.example.com',
  formToken: '1748838000000.c2lnbmVk',
}

function card(partial: Partial<SiteCard> & Pick<SiteCard, 'id' | 'path' | 'title'>): SiteCard {
  return { subtitle: null, summary: null, image: null, date: null, price: null, badge: null, ...partial }
}

const categories: SiteCard[] = [
  [
    'dom-zasal',
    'Дом засал',
    'Бариа засал, илэх, жигнэх зэрэг ардын уламжлалт аргууд, цээр, сахилгын тухай өв тээгчдийн яриа.',
  ],
  [
    'free-content',
    'Үнэгүй контент',
    'Хэн бүхэн үнэ төлбөргүй үзэж, сонсож, татаж авах боломжтой бичлэг, гарын авлага, дасгал.',
  ],
  [
    'online-book',
    'Цахим ном',
    'Тууль, уртын дуу, ардын үлгэрийн түүвэр, гар урлалын гарын авлагын цахим болон дуут хувилбар.',
  ],
  [
    'online-surgalt',
    'Цахим сургалт',
    'Өв тээгчдийн заадаг морин хуур, хөөмий, уран бичлэг, эсгий урлалын алхам алхмаар хичээлүүд.',
  ],
  [
    'tulburtei-series',
    'Төлбөртэй цуврал',
    'Өв тээгчдийн амьдрал, ур ухааныг гүнзгий харуулсан олон ангит баримтат цуврал.',
  ],
  ['ulger-domog', 'Үлгэр домог', 'Монгол ардын үлгэр, домог, домогт түүхүүдийг бичвэр болон дуут хэлбэрээр.'],
  [
    'undesnii-uildverlel',
    'Үндэсний үйлдвэрлэл',
    'Уламжлалт ур ухаанд тулгуурласан гар урлал, жижиг үйлдвэрлэл, урчуудын бүтээгдэхүүн.',
  ],
  ['uvgud-bulan', 'Өвгөдийн булан', 'Ахмад настны дурсамж, сургаал, нүүдлийн ахуйн уламжлалт мэдлэг.'],
  [
    'zan-uil-bulan',
    'Зан үйлийн булан',
    'Цагаан сар, овоо тахилга, үсний найр зэрэг ёс заншил, зан үйлийн тайлбар, баримтат бичлэг.',
  ],
].map(([slug, title, summary], index) =>
  card({ id: index + 1, path: `/${slug}`, title: title ?? '', summary: summary ?? null }),
)

export const newsCards: SiteCard[] = [
  card({
    id: 1,
    path: '/news/1',
    title: 'Уртын дууны залуу дуучдын уралдаан Мандалговь хотноо болно',
    summary: 'Говийн бүс нутгийн уртын дууны залуу дуучдын уралдаан ирэх сарын 14-нд Мандалговь хотноо болно.',
    date: '2025-06-02T10:00:00+08:00',
    image: '/assets/heritage/bg.svg',
  }),
  card({
    id: 2,
    path: '/news/2',
    title: 'Морин хуур урлах сургалт Хархоринд эхэллээ',
    summary: 'Долоон аймгийн арван хоёр залуу дархан морин хуур урлах гурван сарын сургалтад хамрагдаж байна.',
    date: '2025-05-20T09:30:00+08:00',
  }),
  card({
    id: 3,
    path: '/news/3',
    title: 'Хөөмийчид олон улсын ардын хөгжмийн наадмаас шагналтай ирлээ',
    summary: 'Ховд аймгийн хөөмийн дугуйлангийн гурван сурагч олон улсын наадмын залуучуудын төрөлд байр эзэллээ.',
    date: '2025-05-08T15:00:00+08:00',
  }),
  card({
    id: 4,
    path: '/news/4',
    title: 'Монгол бичгийн уран бичлэгийн «Бийрийн мөр» үзэсгэлэн нээгдлээ',
    summary: 'Уран бичээч Б. Энхтуяа болон түүний шавь нарын жаран бүтээл Улаанбаатарт дэлгэгдлээ.',
    date: '2025-04-18T11:00:00+08:00',
  }),
  card({
    id: 5,
    path: '/news/5',
    title: 'Сангийн зөвлөл өв тээгчдийн өргөдлүүдийг хэлэлцлээ',
    summary: 'Зөвлөл энэ улиралд ирсэн арван нэгэн өргөдлөөс долоог нь дэмжиж, хоёрыг нэмэлт материалаар буцаалаа.',
    date: '2025-04-03T17:00:00+08:00',
  }),
  card({
    id: 6,
    path: '/news/6',
    title: 'Бий биелгээний баримтжуулалт Увс аймагт үргэлжилж байна',
    summary: 'Дөрвөд, баяд бий биелгээний арван найман бүжгийг видео бичлэгт буулгалаа.',
    date: '2025-03-21T12:00:00+08:00',
  }),
]

const featured: SiteCard[] = [
  card({
    id: 1,
    path: '/dom-zasal/1',
    title: 'Бариа заслын уламжлал: эмээгийн гарын ур',
    subtitle: 'Дом засал',
    summary: 'Хөвсгөлийн бариач Ш. Нарантуяа эмээгээсээ өвлөсөн ур ухааныхаа тухай ярьж байна.',
    badge: 'Нийтлэл',
    date: '2025-05-28T09:00:00+08:00',
  }),
  card({
    id: 11,
    path: '/online-book/11',
    title: '«Бум Эрдэнэ» тууль',
    subtitle: 'Цахим ном',
    summary: 'Алтайн урианхай туульч М. Цогбадрахын хайлснаар бичиж авсан туулийн бүрэн эх.',
    badge: 'Ном',
  }),
  card({
    id: 16,
    path: '/online-surgalt/16',
    title: 'Морин хуурын анхан шатны сургалт',
    subtitle: 'Цахим сургалт',
    summary: 'Хуураа тааруулах, нум барих, анхны гурван татлагыг сурах арван хоёр хичээл.',
    badge: 'Сургалт',
  }),
  card({
    id: 21,
    path: '/tulburtei-series/21',
    title: 'Алтайн туульчид',
    subtitle: 'Төлбөртэй цуврал',
    summary: 'Алтайн урианхай туульчдын амьдрал, туулийн уламжлалын тухай найман ангит баримтат цуврал.',
    badge: 'Видео',
    price: 25000,
  }),
]

function payload(
  meta: Partial<SitePayload['meta']> & Pick<SitePayload['meta'], 'title' | 'path'>,
  page: SitePage,
): SitePayload {
  return {
    chrome,
    meta: { description: chrome.subTitle, image: null, type: 'website', ...meta },
    page,
  }
}

export const homePayload = payload(
  {
    title: 'Соёлын өвийн сан',
    path: '/',
    description: 'Соёлын биет бус өвийг тээгчдийг дэмжих сан: мэдээ, цахим ном, сургалт, өв тээгчдийн бүртгэл.',
  },
  {
    kind: 'home',
    hero: {
      title: 'Өвөг дээдсийн ур ухааныг хойч үедээ',
      text: 'Уртын дуу, морин хуур, хөөмий, бий биелгээ — биет бус өвийг тээгчдийг дэмжиж, баримтжуулж, залуу үедээ уламжлуулна.',
    },
    categories,
    featured,
    news: newsCards.slice(0, 4),
  },
)

export const newsListingPayload = payload(
  {
    title: 'Мэдээ — Соёлын өвийн сан',
    path: '/news',
    description: 'Соёлын өвийн сангийн сүүлийн үеийн мэдээ, арга хэмжээ.',
  },
  {
    kind: 'listing',
    heading: 'Мэдээ',
    intro: 'Сангийн үйл ажиллагаа, өв тээгчдийн амжилт, удахгүй болох арга хэмжээний тухай.',
    listing: { cards: newsCards, total: 30, page: 2, pageSize: 12, search: 'уртын дуу', filter: null },
  },
)

export const newsDetailPayload = payload(
  {
    title: 'Уртын дууны залуу дуучдын уралдаан Мандалговь хотноо болно — Соёлын өвийн сан',
    path: '/news/1',
    description: 'Говийн бүс нутгийн уртын дууны залуу дуучдын уралдаан ирэх сарын 14-нд Мандалговь хотноо болно.',
    image: '/assets/heritage/bg.svg',
    type: 'article',
  },
  {
    kind: 'detail',
    heading: 'Уртын дууны залуу дуучдын уралдаан Мандалговь хотноо болно',
    parent: { path: '/news', label: 'Мэдээ' },
    image: '/assets/heritage/bg.svg',
    date: '2025-06-02T10:00:00+08:00',
    facts: [{ label: 'Үзсэн', value: '1,284' }],
    body: {
      kind: 'article',
      html: '<p>Соёлын өвийн сан Дундговь аймгийн Засаг даргын Тамгын газартай хамтран говийн бүс нутгийн уртын дууны залуу дуучдын уралдааныг зохион байгуулна. Уралдаанд 18–35 насны дуучид оролцож, хоёр уртын дуу дуулах бөгөөд нэг нь заавал өөрийн нутгийн дуу байна.</p><p>Шүүгчдийн бүрэлдэхүүнд уртын дууны өв тээгч Ж. Нямсүрэн, хөгжим судлаач Б. Уранчимэг нар ажиллана. Шалгарсан гурван дуучин өв тээгчийн дэргэд нэг жил суралцах тэтгэлэг авна.</p><p>Оролцох хүсэлтээ сумын соёлын төвөөр дамжуулан энэ сарын 30-ны дотор ирүүлнэ үү.</p>',
      mediaUrl: null,
      mediaKind: null,
    },
    related: newsCards.slice(1, 4),
    price: null,
    form: null,
  },
)

export const videoArticlePayload = payload(
  { title: 'Хүүхдийн айдас арилгах ардын зан үйл', path: '/dom-zasal/4', type: 'article' },
  {
    kind: 'detail',
    heading: 'Хүүхдийн айдас арилгах ардын зан үйл',
    parent: { path: '/dom-zasal', label: 'Дом засал' },
    image: null,
    date: '2025-05-12T09:00:00+08:00',
    facts: [{ label: 'Төрөл', value: 'Видео' }],
    body: {
      kind: 'article',
      html: '<p>Айж цочсон хүүхдийг тайвшруулах ээж, эмээ нарын уламжлалт арга, ерөөлийн үг.</p>',
      mediaUrl: '/uploads/content/4/ayadas.mp4',
      mediaKind: 'video',
    },
    related: [],
    price: null,
    form: null,
  },
)

export const bookPayload = payload(
  { title: '«Бум Эрдэнэ» тууль — Цахим ном', path: '/online-book/11', type: 'article' },
  {
    kind: 'detail',
    heading: '«Бум Эрдэнэ» тууль',
    parent: { path: '/online-book', label: 'Цахим ном' },
    image: null,
    date: '2025-02-10T09:00:00+08:00',
    facts: [
      { label: 'Туульч', value: 'М. Цогбадрах' },
      { label: 'Өв', value: 'Монгол тууль' },
    ],
    body: {
      kind: 'book',
      pages: [
        '<h2>Эхлэл</h2><p>Эрт урьдын цагт, эрдэнэ шиг Алтайн ар өвөрт Бум Эрдэнэ хэмээх баатар амьдарч байжээ. Түүний морь нь салхинаас хурдан, сэтгэл нь тэнгэрээс өргөн байлаа.</p>',
        '<p>Бум Эрдэнэ баатар нутаг усаа сахин, олон түмнээ энх тунх амьдруулахын тулд хар мангасын эсрэг мордохоор шийджээ.</p>',
        '<p>Тэрээр ерэн есөн хоног давхиж, далан долоон даваа даван, эцэст нь мангасын орд харшид хүрч ирэв.</p>',
      ],
    },
    related: [],
    price: null,
    form: null,
  },
)

export const coursePayload = payload(
  { title: 'Морин хуурын анхан шатны сургалт — Цахим сургалт', path: '/online-surgalt/16', type: 'article' },
  {
    kind: 'detail',
    heading: 'Морин хуурын анхан шатны сургалт',
    parent: { path: '/online-surgalt', label: 'Цахим сургалт' },
    image: null,
    date: null,
    facts: [
      { label: 'Багш', value: 'Д. Ганбаатар' },
      { label: 'Хичээл', value: '3' },
    ],
    body: {
      kind: 'course',
      intro: '<p>Хуураа тааруулах, нум барих, анхны гурван татлагыг сурах хичээлүүд.</p>',
      lessons: [
        {
          title: 'Хуураа тааруулах',
          kind: 'video',
          mediaUrl: '/uploads/course/16/1.mp4',
          html: '<p>Эр, эм хоёр чавхдасыг тав дахь интервалаар тааруулна.</p>',
          minutes: 12,
        },
        {
          title: 'Нум барих арга',
          kind: 'audio',
          mediaUrl: '/uploads/course/16/2.mp3',
          html: '<p>Нумын үсийг хуруугаараа чангалж барина.</p>',
          minutes: 9,
        },
        {
          title: 'Анхны татлага',
          kind: 'text',
          mediaUrl: null,
          html: '<p>«Жороо морины хатираа» татлагын эхний хэсгийг нотоор нь уншина.</p>',
          minutes: null,
        },
      ],
    },
    related: [],
    price: null,
    form: null,
  },
)

export const paidPayload = payload(
  {
    title: 'Алтайн туульчид — Төлбөртэй цуврал',
    path: '/tulburtei-series/21',
    description: 'Алтайн урианхай туульчдын амьдрал, туулийн уламжлалын тухай найман ангит баримтат цуврал.',
    type: 'article',
  },
  {
    kind: 'detail',
    heading: 'Алтайн туульчид',
    parent: { path: '/tulburtei-series', label: 'Төлбөртэй цуврал' },
    image: null,
    date: '2025-01-15T09:00:00+08:00',
    facts: [
      { label: 'Анги', value: '8' },
      { label: 'Төрөл', value: 'Баримтат цуврал' },
    ],
    body: {
      kind: 'paid',
      intro: '<p>Алтайн урианхай туульчдын амьдрал, туулийн уламжлалын тухай найман ангит баримтат цуврал.</p>',
    },
    related: featured.slice(0, 2),
    price: 25000,
    form: 'access',
  },
)

export const registryListingPayload = payload(
  { title: 'Өв тээгчид — Соёлын өвийн сан', path: '/uv-teegch?aimag=11' },
  {
    kind: 'listing',
    heading: 'Өв тээгчид',
    intro: 'Сангийн бүртгэлд баталгаажсан соёлын биет бус өвийг тээгчид.',
    listing: {
      cards: [
        card({
          id: 1,
          path: '/uv-teegch/detail/1',
          title: 'Жамъян Нямсүрэн',
          subtitle: 'Уртын дуу · Дундговь',
          summary:
            'Дундговь аймгийн Сайхан-Овоо сумын уугуул. Уртын дууг арван хоёр настайгаасаа ээжийнхээ шавь болж сурсан.',
        }),
        card({
          id: 7,
          path: '/uv-teegch/detail/7',
          title: 'Галсан Түмэнжаргал',
          subtitle: 'Уртын дуу · Дундговь',
          summary: 'Говийн уртын дууны «Жаахан шарга» аялгууг эх хувилбараар нь дуулдаг.',
        }),
      ],
      total: 2,
      page: 1,
      pageSize: 12,
      search: '',
      filter: {
        name: 'aimag',
        label: 'Аймаг',
        options: [
          { path: '1', label: 'Улаанбаатар' },
          { path: '2', label: 'Архангай' },
          { path: '11', label: 'Дундговь' },
          { path: '14', label: 'Өвөрхангай' },
          { path: '20', label: 'Ховд' },
        ],
        chosen: '11',
      },
    },
  },
)

export const registryDetailPayload = payload(
  { title: 'Жамъян Нямсүрэн — Өв тээгчид', path: '/uv-teegch/detail/1', type: 'article' },
  {
    kind: 'detail',
    heading: 'Жамъян Нямсүрэн',
    parent: { path: '/uv-teegch', label: 'Өв тээгчид' },
    image: null,
    date: null,
    facts: [
      { label: 'Өв', value: 'Уртын дуу' },
      { label: 'Аймаг', value: 'Дундговь' },
    ],
    body: {
      kind: 'article',
      html: '<p>Дундговь аймгийн Сайхан-Овоо сумын уугуул. Уртын дууг арван хоёр настайгаасаа ээжийнхээ шавь болж сурсан. Говийн уртын дууны дөч гаруй дууг эх хувилбараар нь хадгалан дуулдаг.</p>',
      mediaUrl: null,
      mediaKind: null,
    },
    related: [],
    price: null,
    form: null,
  },
)

export const infoPayload = payload(
  { title: 'Хөрөнгө оруулагчид — Соёлын өвийн сан', path: '/investor' },
  {
    kind: 'info',
    heading: 'Хөрөнгө оруулагчид',
    image: null,
    html: '<p>Өвд тулгуурласан сургалт, аялал жуулчлал, гар урлалын үйлдвэрлэлд хөрөнгө оруулсан байгууллага, хувь хүмүүс.</p>',
    cards: [
      card({
        id: 1,
        path: '/investor',
        title: 'Тал Нутаг Инвест ХХК',
        summary: 'Хархорин дахь урлангийн барилга, тоног төхөөрөмжид хөрөнгө оруулсан.',
      }),
      card({
        id: 2,
        path: '/investor',
        title: 'Хүннү Капитал ХХК',
        summary: 'Цахим сургалтын платформ, бичлэгийн студийн тоног төхөөрөмжийг санхүүжүүлсэн.',
      }),
      card({
        id: 5,
        path: '/investor',
        title: 'Д. Бат-Өлзий',
        summary: 'Хуучин соронзон хальсан бичлэгүүдийг тоон хэлбэрт шилжүүлэх ажлыг санхүүжүүлсэн.',
      }),
    ],
    form: 'investment',
  },
)

export const feedbackPayload = payload(
  { title: 'Санал хүсэлт — Соёлын өвийн сан', path: '/feedback' },
  {
    kind: 'form',
    heading: 'Санал хүсэлт',
    intro: 'Сангийн үйл ажиллагаа, вэб сайтын талаарх санал, хүсэлт, асуултаа бидэнд илгээнэ үү.',
    form: 'feedback',
  },
)

export const notFoundPayload = payload(
  { title: 'Хуудас олдсонгүй — Соёлын өвийн сан', path: '/news/999' },
  { kind: 'not-found', path: '/news/999' },
)

/** Every fixture by a short name, as the preview script writes them. */
export const FIXTURES = {
  home: homePayload,
  news: newsListingPayload,
  'news-detail': newsDetailPayload,
  'video-article': videoArticlePayload,
  book: bookPayload,
  course: coursePayload,
  paid: paidPayload,
  registry: registryListingPayload,
  'registry-detail': registryDetailPayload,
  info: infoPayload,
  feedback: feedbackPayload,
  'not-found': notFoundPayload,
} satisfies Record<string, SitePayload>
