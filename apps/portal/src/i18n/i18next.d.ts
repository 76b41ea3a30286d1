// The portal's `t` takes only the keys its namespaces have, so a misspelt key is a type error.
import type { Catalogues } from './i18n.ts'

type Resources = { [name in keyof Catalogues]: { [key in keyof Catalogues[name]]: string } }

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Resources
  }
}
