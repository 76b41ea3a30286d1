// The entry `@tamga/renderer/i18n`: the one lookup module alone, for the app's start-up and the
// builder's word tables, which would otherwise link every screen of the main entry (see README).
export {
  applyStaticWords,
  type Lookup,
  namespace,
  type ProjectWords,
  registeredNamespaces,
  shareWords,
} from './namespaces.ts'
