import type { LocalizedText } from '@tamga/schema'
import { useEffect, useState } from 'react'
import { api } from '../../api/client.ts'
import type { RolesAnswer } from './accountTypes.ts'

/** A role a user can be given: its numeric id and display name. */
export interface RoleChoice {
  id: number
  name: string
  displayName: LocalizedText
}

/**
 * The project's roles by id, from `GET /roles` (the same administrators who manage users may
 * read them). Quiet: without them the screens name roles by number.
 */
export function useRoleChoices(): RoleChoice[] {
  const [roles, setRoles] = useState<RoleChoice[]>([])
  useEffect(() => {
    const controller = new AbortController()
    void api.get<RolesAnswer>('/roles', { quiet: true, signal: controller.signal }).then((result) => {
      if (!result.ok) return
      setRoles(
        result.data.roles.map(({ document }) => ({
          id: document.id,
          name: document.name,
          displayName: document.display_name,
        })),
      )
    })
    return () => controller.abort()
  }, [])
  return roles
}
