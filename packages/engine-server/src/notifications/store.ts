import type { Kysely, Selectable } from 'kysely'
import type { NotificationTable, SystemDatabase } from '../db/tables.ts'
import type { NotificationBus, NotificationEvent } from './bus.ts'

type NotificationRow = Pick<Selectable<NotificationTable>, 'id' | 'user_id' | 'title' | 'body' | 'link' | 'created_at'>

/** A stored notification as it travels to a browser. */
function toEvent(row: NotificationRow): NotificationEvent {
  return {
    id: Number(row.id),
    userId: row.user_id,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at.toISOString(),
  }
}

/** Whom a notification is for: one user, or everyone who has a role (as main or extra role). */
export type NotificationTarget = { userId: number } | { roleId: number }

/** What a notification says. */
export interface NotificationContent {
  title: string
  body?: string | undefined
  /** Where clicking it leads: an app path such as `/admin/p/applications`. */
  link?: string | undefined
}

/**
 * The one function other domains call to tell people something (the workflow tells the next
 * step's assignees, the council of a vote, …): stores one row per recipient, then sends each
 * to their open streams. Returns the stored notifications.
 */
export async function notify(
  db: Kysely<SystemDatabase>,
  bus: NotificationBus,
  target: NotificationTarget,
  content: NotificationContent,
): Promise<NotificationEvent[]> {
  const recipients =
    'userId' in target
      ? [target.userId]
      : (
          await db
            .selectFrom('tamga_user')
            .select('id')
            .where('deleted_at', 'is', null)
            .where((eb) =>
              eb.or([
                eb('role_id', '=', target.roleId),
                eb('id', 'in', eb.selectFrom('tamga_user_role').select('user_id').where('role_id', '=', target.roleId)),
              ]),
            )
            .execute()
        ).map((row) => row.id)
  if (recipients.length === 0) return []
  const rows = await db
    .insertInto('tamga_notification')
    .values(
      recipients.map((userId) => ({
        user_id: userId,
        title: content.title,
        body: content.body ?? null,
        link: content.link ?? null,
      })),
    )
    .returning(['id', 'user_id', 'title', 'body', 'link', 'created_at'])
    .execute()
  const events = rows.map(toEvent)
  await bus.publish(events)
  return events
}

/** A page of a user's notifications, newest first, and how many are unread. */
export async function listNotifications(
  db: Kysely<SystemDatabase>,
  userId: number,
  { limit, before }: { limit: number; before?: number | undefined },
): Promise<{ items: Array<NotificationEvent & { readAt: string | null }>; unread: number }> {
  let query = db
    .selectFrom('tamga_notification')
    .select(['id', 'user_id', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
  if (before !== undefined) query = query.where('id', '<', before)
  const [rows, count] = await Promise.all([
    query.execute(),
    db
      .selectFrom('tamga_notification')
      .select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ])
  return {
    items: rows.map((row) => ({ ...toEvent(row), readAt: row.read_at === null ? null : row.read_at.toISOString() })),
    unread: Number(count.unread),
  }
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markNotificationRead(db: Kysely<SystemDatabase>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('tamga_notification')
    .set({ read_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) > 0) return true
  const exists = await db
    .selectFrom('tamga_notification')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return exists !== undefined
}

/** Marks every notification of the user read; returns how many were unread. */
export async function markAllNotificationsRead(db: Kysely<SystemDatabase>, userId: number): Promise<number> {
  const result = await db
    .updateTable('tamga_notification')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
