import Type, { type Static } from 'typebox'
import { ChartDocumentSchema } from '../documents/chart.ts'
import { LocalizedTextSchema } from '../documents/common.ts'

/** The record writes the audit log (`withCrudLog`) records, as the dashboard's activity names them. */
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'restore', 'purge'] as const
/** One of {@link ACTIVITY_ACTIONS}. */
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number]

/** Who made a change: the account as the audit log names it, or null when it is gone. */
export const ActivityUserSchema = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
})
/** See {@link ActivityUserSchema}. */
export type ActivityUser = Static<typeof ActivityUserSchema>

/** One record write of the audit log, as the dashboard's timeline shows it: who, what, when. */
export const ActivityEntrySchema = Type.Object({
  /** The audit row's id: later writes have larger ids. */
  id: Type.Integer(),
  /** When, as an ISO 8601 date-time. */
  at: Type.String({ format: 'date-time' }),
  action: Type.Enum([...ACTIVITY_ACTIONS]),
  /** The krud the write went through (a krud document name). */
  krud: Type.String(),
  /** The krud's title, when the krud is still a document of the project. */
  krudTitle: Type.Optional(LocalizedTextSchema),
  /** The model document the row belongs to. */
  model: Type.String(),
  rowId: Type.String(),
  /** The record as its grid lists it first (a title, a name), when that is text; per language when translatable. */
  label: Type.Optional(LocalizedTextSchema),
  user: Type.Union([ActivityUserSchema, Type.Null()]),
})
/** See {@link ActivityEntrySchema}. */
export type ActivityEntry = Static<typeof ActivityEntrySchema>

/**
 * The answer of `GET /api/dashboard`, the signed-in role's admin home: the chart documents its
 * role document's `dashboard` names that the role may read (in that order), and the latest
 * record writes of the audit log on rows the caller may read, newest first.
 */
export const DashboardAnswerSchema = Type.Object({
  status: Type.Literal(true),
  charts: Type.Array(ChartDocumentSchema),
  activity: Type.Array(ActivityEntrySchema),
})
/** See {@link DashboardAnswerSchema}. */
export type DashboardAnswer = Static<typeof DashboardAnswerSchema>
