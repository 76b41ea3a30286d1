import type { FormTriggers, GridTriggers } from '@tamga/schema'
import type { Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'

/** The moments around a write a trigger can run at (form documents: insert and update; grids: delete). */
export type TriggerMoment =
  | 'beforeInsert'
  | 'afterInsert'
  | 'beforeUpdate'
  | 'afterUpdate'
  | 'beforeDelete'
  | 'afterDelete'

/** What a trigger method is given: the write's transaction and the row around it. */
export interface TriggerContext {
  moment: TriggerMoment
  /** The write's transaction: what a trigger writes commits or rolls back with the row. */
  trx: Transaction<SystemDatabase>
  krud: string
  table: string
  userId: number
  /**
   * Before an insert or update: the values about to be written, which the trigger may change
   * (add, alter or remove keys). After an insert or update: the values that were written.
   */
  values: Record<string, unknown>
  /** The row before an update or delete. */
  before?: Record<string, unknown>
  /** The row after an insert or update. */
  after?: Record<string, unknown>
}

/**
 * A server hook named by a document's `triggers` (namespace + method). Throwing refuses the
 * write: the whole transaction rolls back, an after-trigger's included. A `TamgaError` thrown
 * reaches the client as it is; anything else as the catalogue's server error.
 */
export type TriggerMethod = (context: TriggerContext) => void | Promise<void>

/** The namespace of the built-in trigger methods. */
export const BUILT_IN_TRIGGER_NAMESPACE = 'Tamga'

/**
 * Trigger methods by namespace, registered in TypeScript (`registry.register('Heritage\\Triggers\\Feedback', { notifyStaff })`).
 * Namespaces compare with `\`, `.` and `/` alike, so the PHP and Go spellings of a document's
 * namespace find the same methods.
 */
export class TriggerRegistry {
  readonly #methods = new Map<string, Map<string, TriggerMethod>>()
  /** Names that were looked up and not found, reported once each. */
  readonly #reported = new Set<string>()

  constructor(private readonly onMissing: (namespace: string, method: string) => void = () => {}) {
    this.register(BUILT_IN_TRIGGER_NAMESPACE, BUILT_IN_TRIGGERS)
  }

  /** Adds (or replaces) methods of a namespace. */
  register(namespace: string, methods: Readonly<Record<string, TriggerMethod>>): this {
    const key = namespaceKey(namespace)
    const known = this.#methods.get(key) ?? new Map<string, TriggerMethod>()
    for (const [name, method] of Object.entries(methods)) known.set(name, method)
    this.#methods.set(key, known)
    return this
  }

  /**
   * The method a document names, or undefined when none is registered: a document may name
   * methods the generated Laravel or Go project implements; this server then writes without
   * them and reports each missing name once.
   */
  find(namespace: string, method: string): TriggerMethod | undefined {
    const found = this.#methods.get(namespaceKey(namespace))?.get(method)
    if (found === undefined) {
      const name = `${namespace}::${method}`
      if (!this.#reported.has(name)) {
        this.#reported.add(name)
        this.onMissing(namespace, method)
      }
    }
    return found
  }

  /** Runs the method a document's triggers name for `moment`, if any. */
  async run(triggers: FormTriggers | GridTriggers | undefined, context: TriggerContext): Promise<void> {
    if (triggers === undefined) return
    const method = (triggers as Partial<Record<TriggerMoment, string>>)[context.moment]
    if (method === undefined) return
    await this.find(triggers.namespace, method)?.(context)
  }
}

function namespaceKey(namespace: string): string {
  return namespace.replace(/[\\/]/g, '.').toLowerCase()
}

/**
 * The built-in methods (namespace `Tamga`): `setCreatedBy` and `setUpdatedBy` write the acting
 * user into `created_by` / `updated_by` before an insert or update.
 */
export const BUILT_IN_TRIGGERS: Readonly<Record<string, TriggerMethod>> = {
  setCreatedBy(context) {
    if (context.moment === 'beforeInsert') context.values.created_by = context.userId
  },
  setUpdatedBy(context) {
    if (context.moment === 'beforeInsert' || context.moment === 'beforeUpdate')
      context.values.updated_by = context.userId
  },
}
