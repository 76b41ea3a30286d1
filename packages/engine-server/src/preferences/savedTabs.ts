import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'

/** The preference key the saved tabs are kept under in `tamga_user_preference`. */
export const SAVED_TABS_KEY = 'saved_tabs'

/** The most tabs a user may keep open: more than anyone can read, few enough to bound the row. */
export const MAX_SAVED_TABS = 50

/**
 * The menu entries the user had open as tabs (spec 3.8 `saved_tabs`), in their order; empty
 * when nothing is saved. One primary-key read.
 */
export async function readSavedTabs(db: Kysely<SystemDatabase>, userId: number): Promise<string[]> {
  const row = await db
    .selectFrom('tamga_user_preference')
    .select('value')
    .where('user_id', '=', userId)
    .where('key', '=', SAVED_TABS_KEY)
    .executeTakeFirst()
  // The route wrote it, but a row edited by hand must not break /get-permissions.
  const value = row?.value
  return Array.isArray(value) ? value.filter((tab): tab is string => typeof tab === 'string') : []
}

/** Replaces the user's saved tabs. */
export async function writeSavedTabs(
  db: Kysely<SystemDatabase>,
  userId: number,
  tabs: readonly string[],
): Promise<void> {
  const value = JSON.stringify(tabs)
  await db
    .insertInto('tamga_user_preference')
    .values({ user_id: userId, key: SAVED_TABS_KEY, value })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: new Date() }))
    .execute()
}
