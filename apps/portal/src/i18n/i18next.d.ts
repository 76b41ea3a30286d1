// The portal's `t` takes only the keys its namespaces have, so a misspelt key is a type error.
import type { CATALOGUES } from './i18n.ts'

type Resources = { [name in keyof typeof CATALOGUES]: { [key in keyof (typeof CATALOGUES)[name]]: string } }

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Resources
  }
}
