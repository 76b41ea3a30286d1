// What the records and transfer (Excel, print) plugins are both given: a list reads the same through either.
import type { FastifyBaseLogger } from 'fastify'
import type { TamgaDatabase } from '../db/database.ts'
import type { DocumentStore } from '../documents/store.ts'
import { type CatalogueReader, createCatalogueReader } from './catalogue.ts'
import type { RecordChangeHub } from './changes.ts'
import type { DatasourceLists } from './requestTargets.ts'
import { TriggerRegistry } from './triggers.ts'

/** Options the records plugins share. */
export interface RecordsSharedOptions {
  store: DocumentStore
  database: TamgaDatabase
  /** The documents per version; one reader may be shared with the GraphQL and chart plugins. */
  catalogue?: CatalogueReader | undefined
  /** The trigger methods documents name. @default the built-in ones only */
  triggers?: TriggerRegistry | undefined
  /** Told of every committed change. */
  changes?: RecordChangeHub | undefined
  /** The spellings a search term is looked for in (Cyrillic and Latin); the term alone by default. */
  searchVariants?: ((term: string) => readonly string[]) | undefined
  /** Compiles the data source a grid lists: analytics' compiler, which sits above records. */
  datasources: DatasourceLists
}

/** The shared options with their defaults filled in. */
export function recordsServices(options: RecordsSharedOptions, log: FastifyBaseLogger) {
  return {
    catalogueOf: options.catalogue ?? createCatalogueReader(options.store),
    triggers:
      options.triggers ??
      new TriggerRegistry((namespace, method) =>
        log.warn({ namespace, method }, 'a document names a trigger method this server has no registration for'),
      ),
    variants: options.searchVariants ?? ((term: string) => [term.toLowerCase()]),
  }
}
