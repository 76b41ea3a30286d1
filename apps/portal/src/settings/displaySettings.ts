import {
  applyDisplayRules,
  DEFAULT_DISPLAY_SETTINGS,
  type DisplaySettings,
  readDisplaySettings,
  windowSizeClass,
} from '@tamga/schema'
import { create, type StoreApi } from 'zustand'
import { type BrowserStorage, createBrowserStorage } from './browserStorage.ts'

/** The shell's display settings (spec 3.12) and how they change. */
export interface DisplaySettingsState {
  settings: DisplaySettings
  /**
   * Whether the side menu is open at tablet width, as the person last chose it there;
   * `undefined` until they choose, and then it starts folded (see {@link isSideMenuOpen}).
   * Kept apart from `sidebar`, the desktop's choice, so widening the window gives the desktop
   * its own menu back.
   */
  tabletSidebar: boolean | undefined
  /** Changes some settings; the rules of spec 4.6 are applied to the result. */
  update(patch: Partial<DisplaySettings>): void
  /** Opens or folds the side menu for the current window size class: `tabletSidebar` at tablet width, else `sidebar`. */
  setSideMenuOpen(open: boolean): void
  /** Sets the window size class from a window width (spec 4.6). */
  setWindowWidth(width: number): void
  /** Puts every setting back to its default, except the window size class and the lock; forgets the tablet's choice. */
  reset(): void
}

/** Makes a display settings store; the app has one ({@link useDisplaySettings}), tests make their own. */
export function createDisplaySettingsStore(initial: DisplaySettings = DEFAULT_DISPLAY_SETTINGS) {
  return create<DisplaySettingsState>()((set) => ({
    settings: applyDisplayRules({ ...initial }),
    tabletSidebar: undefined,
    setSideMenuOpen: (open) =>
      set(({ settings }) =>
        settings.device === 'tablet'
          ? { tabletSidebar: open }
          : { settings: applyDisplayRules({ ...settings, sidebar: open }) },
      ),
    update: (patch) => set(({ settings }) => ({ settings: applyDisplayRules({ ...settings, ...patch }) })),
    setWindowWidth: (width) =>
      set(({ settings }) => {
        const device = windowSizeClass(width)
        return device === settings.device ? {} : { settings: { ...settings, device } }
      }),
    reset: () =>
      set(({ settings }) => ({
        tabletSidebar: undefined,
        settings: applyDisplayRules({
          ...DEFAULT_DISPLAY_SETTINGS,
          device: settings.device,
          lockScreen: settings.lockScreen,
        }),
      })),
  }))
}

/**
 * Whether the side menu is open (not folded to its icons) at the current window size: at
 * desktop width as `sidebar` says; at tablet width (576–1200, spec 4.6) folded unless the
 * person opened it there, because an open 248 px menu leaves a grid too little room; never on
 * a phone, whose menu is a drawer.
 */
export function isSideMenuOpen(state: Pick<DisplaySettingsState, 'settings' | 'tabletSidebar'>): boolean {
  switch (state.settings.device) {
    case 'desktop':
      return state.settings.sidebar
    case 'tablet':
      return state.tabletSidebar ?? false
    case 'mobile':
      return false
  }
}

/** The display settings store. */
export const useDisplaySettings = createDisplaySettingsStore()

/** The settings kept in browser storage: all but the window size class, which is measured at each start (spec 4.6). */
export type PersistedDisplaySettings = Omit<DisplaySettings, 'device'>

const SETTING_KEYS = Object.keys(DEFAULT_DISPLAY_SETTINGS) as Array<keyof DisplaySettings>

/** Which settings are stored; `lockScreen` is among them, so a reload does not get past the lock. */
export const PERSISTED_SETTING_KEYS: ReadonlyArray<keyof PersistedDisplaySettings> = SETTING_KEYS.filter(
  (key): key is keyof PersistedDisplaySettings => key !== 'device',
)

/** The part of the settings that is stored. */
export function persistedDisplaySettings(settings: DisplaySettings): PersistedDisplaySettings {
  const { device: _device, ...persisted } = settings
  return persisted
}

/**
 * The settings a stored value describes, checked field by field (`readDisplaySettings` of
 * `@tamga/schema`, which needs no schema library in the browser):
 * a field that is missing, unknown or invalid keeps its value from `base`, so one bad field
 * (an old version's, a hand edit) does not throw the others away. The window size class always
 * comes from `base`; the display rules of spec 4.6 are applied to the result.
 */
export function readStoredDisplaySettings(stored: unknown, base: DisplaySettings): DisplaySettings {
  const result: Record<string, unknown> = { ...base }
  if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
    const valid = readDisplaySettings(stored)
    for (const key of PERSISTED_SETTING_KEYS) {
      const value: unknown = (stored as Record<string, unknown>)[key]
      // A field passed the check when reading kept the stored value rather than the default.
      if (value !== undefined && valid[key] === value) result[key] = value
    }
  }
  return applyDisplayRules(result as DisplaySettings)
}

/** The prefix of every key the app keeps in browser storage (spec 9). */
export const STORAGE_PREFIX = 'tamga:'

/** The key the display settings are stored under, after the prefix. */
export const DISPLAY_SETTINGS_STORAGE_KEY = 'display-settings'

/** The key the side menu's state at tablet width is stored under, after the prefix. */
export const TABLET_SIDEBAR_STORAGE_KEY = 'tablet-sidebar'

/**
 * The app's browser storage: `tamga:` keys, the 7-day expiry, and AES-GCM encryption when the
 * build was given a passphrase in `VITE_STORAGE_SECRET` (see `createBrowserStorage` for what
 * that does and does not protect); without one, values are stored in clear.
 */
export function appBrowserStorage(): BrowserStorage {
  const secret: unknown = import.meta.env.VITE_STORAGE_SECRET
  return createBrowserStorage({ prefix: STORAGE_PREFIX, secret: typeof secret === 'string' ? secret : undefined })
}

/** Options of {@link restoreDisplaySettings}; the app uses the defaults, tests pass their own. */
export interface RestoreDisplaySettingsOptions {
  /** @default appBrowserStorage() */
  storage?: BrowserStorage
  /** @default useDisplaySettings */
  store?: Pick<StoreApi<DisplaySettingsState>, 'getState' | 'setState' | 'subscribe'>
}

/**
 * Loads the stored display settings (and the side menu's state the person chose at tablet
 * width) into the store, then saves them again on every change (spec 2.5, 9). Call it at
 * start-up and await it before the app renders, so the first paint already has the user's
 * layout and colours, and a stored lock is shown at once. Changes of the window size class
 * alone are not written. Resolves to a function that stops the saving.
 */
export async function restoreDisplaySettings(options: RestoreDisplaySettingsOptions = {}): Promise<() => void> {
  const storage = options.storage ?? appBrowserStorage()
  const store = options.store ?? useDisplaySettings
  const stored = await storage.get<unknown>(DISPLAY_SETTINGS_STORAGE_KEY)
  if (stored !== undefined) {
    const { device: _device, ...restored } = readStoredDisplaySettings(stored, store.getState().settings)
    store.getState().update(restored)
  }
  const tabletSidebar = await storage.get<unknown>(TABLET_SIDEBAR_STORAGE_KEY)
  if (typeof tabletSidebar === 'boolean') store.setState({ tabletSidebar })

  // Writes are chained so a slow encryption can never let an older value land after a newer one.
  let writing: Promise<void> = Promise.resolve()
  return store.subscribe(({ settings, tabletSidebar }, previous) => {
    if (tabletSidebar !== previous.tabletSidebar) {
      writing = writing
        .then(() =>
          tabletSidebar === undefined
            ? storage.remove(TABLET_SIDEBAR_STORAGE_KEY)
            : storage.set(TABLET_SIDEBAR_STORAGE_KEY, tabletSidebar),
        )
        .catch(() => undefined)
    }
    if (PERSISTED_SETTING_KEYS.every((key) => settings[key] === previous.settings[key])) return
    const value = persistedDisplaySettings(settings)
    writing = writing.then(() => storage.set(DISPLAY_SETTINGS_STORAGE_KEY, value)).catch(() => undefined)
  })
}
