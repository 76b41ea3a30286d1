import { useLocation } from 'react-router'
import { useSession } from '../stores/session.ts'
import { ancestorsOf } from './menuItems.tsx'

/** The menu entry the current page belongs to and its ancestors, for the menu's highlight. */
export function useSelectedMenuEntry(): { id: string | undefined; ancestors: string[] } {
  const location = useLocation()
  const navMenu = useSession((state) => state.navMenu)
  const menuList = useSession((state) => state.menuList)
  const crud = /^\/admin\/p\/([^/]+)/.exec(location.pathname)
  const id =
    crud?.[1] !== undefined
      ? decodeURIComponent(crud[1])
      : menuList.find((entry) => entry.link_to === 'router-link' && entry.url === location.pathname)?.id
  if (id === undefined) return { id, ancestors: [] }
  return { id, ancestors: ancestorsOf(navMenu, id) ?? [] }
}
