// The project settings area's builders, grouped as spec 2.8 names the areas.
import type { DocumentKind } from '@tamga/schema'

export interface BuilderGroup {
  key: 'groupData' | 'groupProcessor' | 'groupProject'
  kinds: readonly DocumentKind[]
}

/** Data recording (tables, forms, grids, screens, workflows), data processing, and the project's own settings. */
export const BUILDER_GROUPS: readonly BuilderGroup[] = [
  { key: 'groupData', kinds: ['model', 'form', 'grid', 'krud', 'workflow'] },
  { key: 'groupProcessor', kinds: ['chart', 'datasource'] },
  { key: 'groupProject', kinds: ['menu', 'role', 'graphql', 'mockup', 'project', 'display-settings'] },
]

/**
 * The address of a kind's list, and of one document's builder (`isNew` for one not stored yet,
 * with the `title` typed in the create dialog).
 */
export const builderPath = (kind: DocumentKind, name?: string, isNew = false, title?: string): string => {
  if (name === undefined) return `/admin/builder/${kind}`
  const query = !isNew
    ? ''
    : title === undefined || title === ''
      ? '?new=1'
      : `?new=1&title=${encodeURIComponent(title)}`
  return `/admin/builder/${kind}/${encodeURIComponent(name)}${query}`
}
