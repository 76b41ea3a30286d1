import Type, { type Static } from 'typebox'
import { type DocumentIssue, issue, pointer } from '../validation/issue.ts'
import { PATTERNS } from '../validation/patterns.ts'
import {
  closedObject,
  documentSchema,
  LANGUAGE_CODES,
  LanguageCodeSchema,
  LocalizedTextSchema,
  SqlIdentifierSchema,
  UrlSchema,
} from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'
import { MenuLayoutSchema } from './display-settings.ts'
import { SiteConfigSchema } from './site.ts'

/**
 * Where the project's documents live (`schema_load_mode`): `database`, in the server's database
 * with their history (the default); `files`, in the project folder's `documents/`, one JSON file
 * per document, so the project lives in git and changes are reviewed there.
 */
export const SCHEMA_LOAD_MODES = ['database', 'files'] as const

/**
 * The currencies a project may show money in (spec 9), as ISO 4217 codes: tugrug, dollar,
 * euro, yen, Australian dollar, rouble.
 */
export const CURRENCIES = ['MNT', 'USD', 'EUR', 'JPY', 'AUD', 'RUB'] as const

/** One of {@link CURRENCIES}. @default 'MNT' */
export const CurrencySchema = Type.Enum(CURRENCIES, { default: 'MNT' })
/** A currency code; see {@link CURRENCIES}. */
export type Currency = Static<typeof CurrencySchema>

/** A language the interface offers: what the language switcher shows and the code it sets. */
export const ProjectLanguageSchema = closedObject({
  label: Type.String({ minLength: 1, description: 'The name shown in the language switcher, e.g. "Монгол".' }),
  code: LanguageCodeSchema,
})
/** A language the interface offers; see {@link ProjectLanguageSchema}. */
export type ProjectLanguage = Static<typeof ProjectLanguageSchema>

/** Where users of one role land after signing in (spec 3.7, 6). */
export const RoleRedirectSchema = closedObject({
  role_id: Type.Integer({ minimum: 1 }),
  url: UrlSchema,
})
/** Where one role lands after signing in; see {@link RoleRedirectSchema}. */
export type RoleRedirect = Static<typeof RoleRedirectSchema>

/** Interface words a project overrides, word key → text, e.g. `loginSuccess` → "Амжилттай нэвтэрлээ…". */
export const StaticWordsSchema = Type.Record(
  Type.String({ pattern: PATTERNS.wordKey.pattern, description: 'A word key: letters, digits and "_".' }),
  Type.String(),
  { additionalProperties: false },
)
/** One language's overridden interface words; see {@link StaticWordsSchema}. */
export type StaticWords = Static<typeof StaticWordsSchema>

/**
 * The public settings of the browser's push-notification service (notify.firebaseConfig).
 * None of them is a secret; the server key is, and comes from an environment variable, never
 * from a document.
 */
export const FirebaseConfigSchema = closedObject({
  apiKey: Type.String({ minLength: 1 }),
  publicKey: Type.Optional(Type.String({ description: 'The web-push (VAPID) public key.' })),
  authDomain: Type.Optional(Type.String()),
  databaseURL: Type.Optional(Type.String()),
  projectId: Type.String({ minLength: 1 }),
  storageBucket: Type.Optional(Type.String()),
  messagingSenderId: Type.String({ minLength: 1 }),
  appId: Type.String({ minLength: 1 }),
  measurementId: Type.Optional(Type.String()),
})
/** The public push-service settings; see {@link FirebaseConfigSchema}. */
export type FirebaseConfig = Static<typeof FirebaseConfigSchema>

/** Notification settings (spec 3.7): the sound and icon of a notice and the push-service settings. */
export const NotifySchema = closedObject({
  sound: Type.Optional(UrlSchema),
  icon: Type.Optional(UrlSchema),
  firebaseConfig: Type.Optional(FirebaseConfigSchema),
})
/** Notification settings; see {@link NotifySchema}. */
export type Notify = Static<typeof NotifySchema>

/**
 * One tile layer a map field can draw under its shapes: an XYZ tile address with `{z}`, `{x}`
 * and `{y}` (and optionally `{s}` for a subdomain), absolute or on the site itself (a tile
 * server next to Tamga, for a site without Internet access). Tile addresses reach the browser,
 * so a key in one must be a public (browser) key.
 *
 * @example { "url": "https://tile.openstreetmap.org/{z}/{x}/{y}.png", "attribution": "© OpenStreetMap contributors", "maxZoom": 19 }
 */
export const MapTileLayerSchema = closedObject({
  url: Type.String({
    pattern: PATTERNS.tileAddress.pattern,
    description: 'An XYZ tile address with {z}, {x} and {y}.',
  }),
  /** The credit shown in the map's corner, as the tile provider's terms ask. */
  attribution: Type.Optional(Type.String()),
  /** The deepest zoom the tiles exist for. @default 19 */
  maxZoom: Type.Optional(Type.Integer({ minimum: 0, maximum: 22 })),
  /** The letters `{s}` takes, one per request. @default 'abc' */
  subdomains: Type.Optional(Type.String({ minLength: 1 })),
})
/** One tile layer; see {@link MapTileLayerSchema}. */
export type MapTileLayer = Static<typeof MapTileLayerSchema>

/**
 * The tiles of the background maps a `geographic` form field offers (spec 3.13: "two
 * satellite/street map options, or an open street map"), one per base map. A base map left
 * out, or the whole block, draws a plain offline background (a graticule) instead, and so does
 * a tile layer that fails to load: a map field never needs the Internet to be usable.
 *
 * @example { "openstreetmap": { "url": "https://tile.openstreetmap.org/{z}/{x}/{y}.png", "attribution": "© OpenStreetMap contributors" } }
 */
export const ProjectMapSchema = closedObject({
  satellite: Type.Optional(MapTileLayerSchema),
  street: Type.Optional(MapTileLayerSchema),
  openstreetmap: Type.Optional(MapTileLayerSchema),
})
/** The background maps' tiles; see {@link ProjectMapSchema}. */
export type ProjectMap = Static<typeof ProjectMapSchema>

/**
 * The project's configuration (spec 3.7, 9), served to the browser by `/lambda-config`. Field
 * names are the ones the client reads, so they keep the specification's spelling.
 */
export const ProjectDocumentSchema = documentSchema('project', 1, {
  title: LocalizedTextSchema,
  subTitle: Type.Optional(LocalizedTextSchema),
  schema_load_mode: Type.Optional(Type.Enum(SCHEMA_LOAD_MODES, { default: 'database' })),
  project_key: Type.Optional(
    Type.String({ description: 'The key that ties the project to its generated server project.' }),
  ),
  theme: Type.Optional(Type.String({ minLength: 1, description: 'The admin shell theme name.' })),
  domain: Type.Optional(
    Type.String({ pattern: PATTERNS.siteAddress.pattern, description: 'The public address of the site.' }),
  ),
  copyright: Type.Optional(Type.String()),
  favicon: Type.Optional(UrlSchema),
  bg: Type.Optional(UrlSchema),
  logo: Type.Optional(UrlSchema),
  logo_dark: Type.Optional(UrlSchema),
  logo_squire: Type.Optional(UrlSchema),
  logo_squire_dark: Type.Optional(UrlSchema),
  logoText: Type.Optional(Type.String()),
  super_url: UrlSchema,
  app_url: UrlSchema,
  has_language: Type.Optional(Type.Boolean({ default: false, description: 'Whether the language switcher is shown.' })),
  withCrudLog: Type.Optional(
    Type.Boolean({ default: false, description: 'Whether record changes are written to the audit log.' }),
  ),
  krud_public: Type.Optional(
    Type.Boolean({ default: false, description: 'Whether krud screens may be opened without signing in.' }),
  ),
  microservice_dev: Type.Optional(Type.Boolean({ default: false })),
  cors_origins: Type.Optional(
    Type.Array(Type.String({ pattern: PATTERNS.webOrigin.pattern }), {
      uniqueItems: true,
      description:
        'The web origins (https://partner.example.mn) whose pages may call the API from a browser, with a bearer token; the portal itself needs none. Generated servers take the same list.',
    }),
  ),
  languages: Type.Array(ProjectLanguageSchema, { minItems: 1 }),
  default_language: Type.Optional(Type.Enum(LANGUAGE_CODES, { default: 'mn_MN' })),
  role_redirects: Type.Optional(Type.Array(RoleRedirectSchema)),
  user_data_fields: Type.Optional(
    Type.Array(SqlIdentifierSchema, {
      uniqueItems: true,
      description: 'The columns of the signed-in user the browser receives.',
    }),
  ),
  password_reset_time_out: Type.Optional(
    Type.Integer({
      minimum: 0,
      default: 0,
      description: 'Minutes a password-reset code stays valid; 0 means it does not expire.',
    }),
  ),
  static_words: Type.Optional(
    closedObject({
      mn_MN: Type.Optional(StaticWordsSchema),
      en_US: Type.Optional(StaticWordsSchema),
      ko_KR: Type.Optional(StaticWordsSchema),
    }),
  ),
  notify: Type.Optional(NotifySchema),
  analytics_tag_id: Type.Optional(
    Type.String({ minLength: 1, description: 'The page-view analytics tag id; no tag is loaded without one.' }),
  ),
  currency: Type.Optional(CurrencySchema),
  menu_layout: Type.Optional(MenuLayoutSchema),
  /** The tiles of map fields' background maps; a plain offline background without them. */
  map: Type.Optional(ProjectMapSchema),
  /** Where the public website's pages read their records; without it the site shows only its frame. */
  site: Type.Optional(SiteConfigSchema),
})
/** A `project` document; see {@link ProjectDocumentSchema}. */
export type ProjectDocument = Static<typeof ProjectDocumentSchema>

/** The role id of the super admin, whom sign-in always sends to the platform's super page (spec 3.7, 6). */
export const SUPER_ADMIN_ROLE_ID = 1

/**
 * Checks beyond the schema: the default language is one of the listed languages, each
 * language and each role redirect appears once, static words exist only for listed languages,
 * and the super admin's redirect, if written, is the super page.
 */
export function checkProject(document: ProjectDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const codes = document.languages.map((language) => language.code)
  codes.forEach((code, index) => {
    if (codes.indexOf(code) !== index) {
      issues.push(
        issue(
          pointer('languages', index, 'code'),
          'duplicate-language',
          { en_US: `"${code}" is listed twice`, mn_MN: `"${code}" хэл давхардсан байна` },
          { code },
        ),
      )
    }
  })
  const defaultLanguage = document.default_language ?? 'mn_MN'
  if (!codes.includes(defaultLanguage)) {
    issues.push(
      issue(
        '/default_language',
        'default-language-not-listed',
        {
          en_US: `"${defaultLanguage}" must be one of the languages listed (${codes.join(', ')})`,
          mn_MN: `"${defaultLanguage}" нь languages жагсаалтад байх ёстой (${codes.join(', ')})`,
        },
        { default_language: defaultLanguage, languages: codes },
      ),
    )
  }
  for (const code of Object.keys(document.static_words ?? {})) {
    if (!codes.some((listed) => listed === code)) {
      issues.push(
        issue(
          pointer('static_words', code),
          'static-words-language-not-listed',
          {
            en_US: `"${code}" is not one of the languages listed (${codes.join(', ')})`,
            mn_MN: `"${code}" нь languages жагсаалтад алга (${codes.join(', ')})`,
          },
          { code },
        ),
      )
    }
  }
  const redirects = document.role_redirects ?? []
  redirects.forEach((redirect, index) => {
    if (redirects.findIndex((other) => other.role_id === redirect.role_id) !== index) {
      issues.push(
        issue(
          pointer('role_redirects', index, 'role_id'),
          'duplicate-role-redirect',
          {
            en_US: `role ${redirect.role_id} already has a redirect`,
            mn_MN: `${redirect.role_id} эрхийн чиглүүлэлт давхардсан байна`,
          },
          { role_id: redirect.role_id },
        ),
      )
    }
    if (redirect.role_id === SUPER_ADMIN_ROLE_ID && redirect.url !== document.super_url) {
      issues.push(
        issue(
          pointer('role_redirects', index, 'url'),
          'super-admin-redirect',
          {
            en_US: `must be the super page (super_url "${document.super_url}"): role 1 always goes there`,
            mn_MN: `супер хуудас (super_url "${document.super_url}") байх ёстой: 1-р эрх үргэлж тийш очно`,
          },
          { super_url: document.super_url },
        ),
      )
    }
  })
  return issues
}

/**
 * Where sign-in sends a user of the given role (spec 3.7, 6): the super admin (role 1) to the
 * super page; any other role to its configured redirect, or to `app_url` when it has none.
 */
export function loginRedirect(
  project: Pick<ProjectDocument, 'super_url' | 'app_url' | 'role_redirects'>,
  roleId: number,
): string {
  if (roleId === SUPER_ADMIN_ROLE_ID) return project.super_url
  return project.role_redirects?.find((redirect) => redirect.role_id === roleId)?.url ?? project.app_url
}

/** The `project` document kind: the project's configuration (spec 3.7, 9). */
export const projectKind: DocumentKindDefinition<ProjectDocument> = {
  kind: 'project',
  version: 1,
  schema: ProjectDocumentSchema,
  example: {
    kind: 'project',
    version: 1,
    name: 'heritage',
    title: { mn_MN: 'Соёлын өвийн сан', en_US: 'Cultural Heritage Foundation' },
    subTitle: { mn_MN: 'Өв тээгчдийг дэмжих сан', en_US: 'Supporting heritage bearers' },
    schema_load_mode: 'database',
    domain: 'https://heritage.example.com',
    copyright: '© 2025 Соёлын өвийн сан',
    favicon: '/assets/favicon.png',
    logo: '/assets/logo.svg',
    logo_dark: '/assets/logo-dark.svg',
    super_url: '/admin/platform',
    app_url: '/admin',
    has_language: true,
    languages: [
      { label: 'Монгол', code: 'mn_MN' },
      { label: 'English', code: 'en_US' },
    ],
    default_language: 'mn_MN',
    role_redirects: [
      { role_id: 1, url: '/admin/platform' },
      { role_id: 5, url: '/admin/p/applications' },
    ],
    user_data_fields: ['id', 'login', 'first_name'],
    password_reset_time_out: 30,
    static_words: {
      mn_MN: { loginSuccess: 'Амжилттай нэвтэрлээ. Түр хүлээнэ үү!' },
      en_US: { loginSuccess: 'Signed in successfully. Please wait!' },
    },
    notify: { sound: '/assets/notification.mp3' },
    currency: 'MNT',
    menu_layout: 'sidebar',
    map: {
      openstreetmap: {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        maxZoom: 19,
      },
    },
  },
  check: checkProject,
}
