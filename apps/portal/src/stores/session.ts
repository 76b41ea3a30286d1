import {
  type FlatMenuEntry,
  filterMenuByVisibility,
  flattenMenu,
  type MenuItem,
  type PermissionGranted,
  type SessionUser,
} from '@tamga/schema'
import { create } from 'zustand'
import { clearToken, readToken } from '../api/token.ts'

type Granted = PermissionGranted['permission']

/** Who is signed in and what they may do (spec 3.6, 3.8, 3.9), as the shell reads it. */
export interface SessionState {
  /** The stored token; undefined when nobody is signed in. */
  token: string | undefined
  /** The signed-in user (spec 3.6). */
  user: SessionUser | undefined
  /** The active role's permission set (spec 3.8): default menu, per-entry rights, extra flags. */
  permissions: Granted['permissions'] | undefined
  /** The role's menu as the server sent it. */
  menu: MenuItem[]
  /** The kruds the role may open. */
  kruds: Granted['kruds']
  microserviceSettings: unknown[]
  /** The menu entries open as tabs when the user last left (spec 3.8). */
  savedTabs: string[]
  /** The menu the shell draws: the role's menu filtered by the visibility map (spec 6). */
  navMenu: MenuItem[]
  /** Every entry of {@link navMenu}, flattened, crud titles taken from the kruds (spec 3.9). */
  menuList: FlatMenuEntry[]
  /** Keeps a new token (after sign-in). */
  setToken(token: string): void
  setUser(user: SessionUser): void
  /** Keeps a `/get-permissions` answer and derives the nav menu and menu list from it. */
  setPermissions(answer: PermissionGranted): void
  /** The logout routine of spec 4.7: forgets the token, permissions, menu, kruds, user, nav menu and menu list. */
  logout(): void
  /**
   * True while the person's own sign-out is under way: the server then ends the session's live
   * connections, which is not news to tell them.
   */
  signingOut: boolean
  /** Marks the start of the person's own sign-out (see {@link signingOut}); `logout` ends it. */
  startSigningOut(): void
  /**
   * True once the person signed themselves out, until the next sign-in: the access rule then
   * sends them to the login page, without its warning, whichever of the navigation to the login
   * page and the forgotten session a page draws first.
   */
  signedOut: boolean
}

const SIGNED_OUT = {
  token: undefined,
  user: undefined,
  permissions: undefined,
  menu: [],
  kruds: [],
  microserviceSettings: [],
  savedTabs: [],
  navMenu: [],
  menuList: [],
  signingOut: false,
  signedOut: false,
} satisfies Partial<SessionState>

/** The session store. */
export const useSession = create<SessionState>()((set) => ({
  ...SIGNED_OUT,
  token: readToken(),
  setToken: (token) => set({ token, signedOut: false }),
  setUser: (user) => set({ user }),
  setPermissions: ({ permission, saved_tabs }) => {
    const navMenu = filterMenuByVisibility(permission.menu, permission.permissions.permissions)
    set({
      permissions: permission.permissions,
      menu: permission.menu,
      kruds: permission.kruds,
      microserviceSettings: permission.microserviceSettings ?? [],
      savedTabs: saved_tabs ?? [],
      navMenu,
      menuList: flattenMenu(navMenu, permission.kruds),
    })
  },
  logout: () => {
    clearToken()
    set((state) => ({ ...SIGNED_OUT, signedOut: state.signingOut }))
  },
  startSigningOut: () => set({ signingOut: true }),
}))
