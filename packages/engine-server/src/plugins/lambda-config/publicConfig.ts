import { isJsonObject, LANGUAGE_CODES, type ProjectDocument, ProjectDocumentSchema } from '@tamga/schema'
import Type, { type Static } from 'typebox'
import { Value } from 'typebox/value'

/** Which fields of a value may leave the server: `true` for the whole value, or per field. */
export type AllowList = true | { readonly [field: string]: AllowList }

/**
 * The fields of the project document the browser receives (spec 3.7), named one by one. A
 * field someone adds to the project document later stays on the server until it is added here,
 * so a secret can never leak by being added. Objects are listed down to their leaves where a
 * third-party service could grow a secret (the push service's server key, for one).
 */
export const PUBLIC_PROJECT_FIELDS = {
  title: true,
  subTitle: true,
  schema_load_mode: true,
  project_key: true,
  theme: true,
  domain: true,
  copyright: true,
  favicon: true,
  bg: true,
  logo: true,
  logo_dark: true,
  logo_squire: true,
  logo_squire_dark: true,
  logoText: true,
  super_url: true,
  app_url: true,
  has_language: true,
  withCrudLog: true,
  krud_public: true,
  microservice_dev: true,
  languages: { label: true, code: true },
  default_language: true,
  role_redirects: { role_id: true, url: true },
  user_data_fields: true,
  password_reset_time_out: true,
  static_words: true,
  notify: {
    sound: true,
    icon: true,
    firebaseConfig: {
      apiKey: true,
      publicKey: true,
      authDomain: true,
      databaseURL: true,
      projectId: true,
      storageBucket: true,
      messagingSenderId: true,
      appId: true,
      measurementId: true,
    },
  },
  analytics_tag_id: true,
  currency: true,
  menu_layout: true,
  // Tile addresses are read by the browser anyway; a key in one is a public (browser) key.
  map: true,
} as const satisfies Record<string, AllowList>

/**
 * Copies only the allowed parts of a value. A list is filtered item by item with the same
 * allow-list; a value that is not an object where fields are listed is left out entirely.
 */
export function pickAllowed(value: unknown, allowed: AllowList): unknown {
  if (allowed === true) return value
  if (Array.isArray(value)) return value.map((item) => pickAllowed(item, allowed)).filter((item) => item !== undefined)
  if (!isJsonObject(value)) return undefined
  const picked: Record<string, unknown> = {}
  for (const [field, rule] of Object.entries(allowed)) {
    if (!Object.hasOwn(value, field)) continue
    const kept = pickAllowed(value[field], rule)
    if (kept !== undefined) picked[field] = kept
  }
  return picked
}

const project = ProjectDocumentSchema.properties

/**
 * The answer of `GET /lambda-config`: `status: true` and the public project configuration,
 * with the defaults of spec 3.7 and 9 filled in for the fields the client reads first.
 */
export const LambdaConfigSchema = Type.Object(
  {
    status: Type.Literal(true),
    title: project.title,
    subTitle: project.subTitle,
    schema_load_mode: project.schema_load_mode,
    project_key: project.project_key,
    theme: project.theme,
    domain: project.domain,
    copyright: project.copyright,
    favicon: project.favicon,
    bg: project.bg,
    logo: project.logo,
    logo_dark: project.logo_dark,
    logo_squire: project.logo_squire,
    logo_squire_dark: project.logo_squire_dark,
    logoText: project.logoText,
    super_url: project.super_url,
    app_url: project.app_url,
    has_language: Type.Boolean({ description: 'Whether the language switcher is shown.' }),
    withCrudLog: project.withCrudLog,
    krud_public: project.krud_public,
    microservice_dev: Type.Boolean({ description: 'Spec 7: read by the client at start.' }),
    languages: project.languages,
    default_language: Type.Enum(LANGUAGE_CODES, { description: 'Spec 3.7: mn_MN unless the project says otherwise.' }),
    role_redirects: project.role_redirects,
    user_data_fields: project.user_data_fields,
    password_reset_time_out: Type.Integer({
      minimum: 0,
      description: 'Minutes a password-reset code stays valid; 0 (the default) means it does not expire.',
    }),
    static_words: project.static_words,
    notify: project.notify,
    analytics_tag_id: project.analytics_tag_id,
    currency: project.currency,
    menu_layout: project.menu_layout,
    map: project.map,
  },
  {
    additionalProperties: false,
    description: 'The project configuration (spec 3.7) as the browser reads it before sign-in; nothing secret.',
  },
)

/** The answer of `GET /lambda-config`; see {@link LambdaConfigSchema}. */
export type LambdaConfig = Static<typeof LambdaConfigSchema>

/**
 * Builds the `/lambda-config` answer from the project document: allowed fields only, and every
 * field the document leaves out that has a default (spec 3.7, 9) filled with it, so the answer
 * is the same whether it is read here or after serialization.
 */
export function lambdaConfigOf(document: ProjectDocument): LambdaConfig {
  const allowed = pickAllowed(document, PUBLIC_PROJECT_FIELDS)
  const answer = {
    ...(isJsonObject(allowed) ? allowed : {}),
    status: true,
    has_language: document.has_language ?? false,
    microservice_dev: document.microservice_dev ?? false,
    default_language: document.default_language ?? 'mn_MN',
    password_reset_time_out: document.password_reset_time_out ?? 0,
  }
  // The allowed fields of a valid project document, with the schema's defaults: the shape of
  // LambdaConfigSchema, which the route's serializer also holds it to.
  return Value.Default(LambdaConfigSchema, answer) as LambdaConfig
}
