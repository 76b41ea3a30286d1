import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings, DisplaySettingsSchema } from '@tamga/schema'
import { describe, expect, it, vi } from 'vitest'
import { type BrowserStorage, createBrowserStorage, type StorageArea } from './browserStorage.ts'
import {
  createDisplaySettingsStore,
  DISPLAY_SETTINGS_STORAGE_KEY,
  isSideMenuOpen,
  PERSISTED_SETTING_KEYS,
  readStoredDisplaySettings,
  restoreDisplaySettings,
  STORAGE_PREFIX,
  TABLET_SIDEBAR_STORAGE_KEY,
} from './displaySettings.ts'

function memoryArea(): StorageArea & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}

function storedIn(area: ReturnType<typeof memoryArea>): unknown {
  const text = area.entries.get(STORAGE_PREFIX + DISPLAY_SETTINGS_STORAGE_KEY)
  return text === undefined ? undefined : (JSON.parse(text) as { value: unknown }).value
}

/** Lets chained storage writes finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const defaults: DisplaySettings = { ...DEFAULT_DISPLAY_SETTINGS }

describe('readStoredDisplaySettings', () => {
  it('takes every valid stored field', () => {
    const stored = { ...defaults, layout: 'top', contentWidth: 'fixed', color: '#722ED1', multiTab: true, gray: true }
    expect(readStoredDisplaySettings(stored, defaults)).toEqual(stored)
  })

  it('an invalid field falls back to the default and leaves the others alone', () => {
    const result = readStoredDisplaySettings(
      { layout: 'diagonal', color: 'blue', weak: 'yes', theme: 'dark', fixedHeader: true },
      defaults,
    )
    expect(result.layout).toBe('sidebar')
    expect(result.color).toBe(DEFAULT_DISPLAY_SETTINGS.color)
    expect(result.weak).toBe(false)
    expect(result.theme).toBe('dark')
    expect(result.fixedHeader).toBe(true)
  })

  it('unknown fields are dropped', () => {
    expect(readStoredDisplaySettings({ ...defaults, fontSize: 20 }, defaults)).not.toHaveProperty('fontSize')
  })

  it('a stored value that is not an object gives the base settings', () => {
    for (const stored of [null, 'top', 3, ['top']])
      expect(readStoredDisplaySettings(stored, defaults)).toEqual(defaults)
  })

  it('the window size class is never taken from storage', () => {
    const base: DisplaySettings = { ...defaults, device: 'mobile' }
    expect(readStoredDisplaySettings({ device: 'desktop' }, base).device).toBe('mobile')
  })

  it('applies the display rules: dark mode makes the theme dark, the side menu forces a fluid width', () => {
    const result = readStoredDisplaySettings(
      { darkMode: true, theme: 'light', layout: 'sidebar', contentWidth: 'fixed' },
      defaults,
    )
    expect(result.theme).toBe('dark')
    expect(result.contentWidth).toBe('fluid')
  })
})

describe('the display settings store', () => {
  it('the side-menu layout forces fluid content width; another layout keeps fixed', () => {
    const store = createDisplaySettingsStore()
    store.getState().update({ layout: 'top', contentWidth: 'fixed' })
    expect(store.getState().settings.contentWidth).toBe('fixed')
    store.getState().update({ layout: 'sidebar' })
    expect(store.getState().settings.contentWidth).toBe('fluid')
  })

  it('reset restores the defaults but keeps the window size class and the lock', () => {
    const store = createDisplaySettingsStore()
    store.getState().setWindowWidth(400)
    store.getState().update({ layout: 'slim', color: '#F5222D', darkMode: true, lockScreen: true, gray: true })
    store.getState().reset()
    expect(store.getState().settings).toEqual({ ...defaults, device: 'mobile', lockScreen: true })
  })

  it('every setting but the window size class is persisted, the lock included', () => {
    expect(PERSISTED_SETTING_KEYS).not.toContain('device')
    expect(PERSISTED_SETTING_KEYS).toContain('lockScreen')
    expect(PERSISTED_SETTING_KEYS).toHaveLength(Object.keys(DisplaySettingsSchema.properties).length - 1)
  })
})

describe('the side menu at each window size', () => {
  it('starts folded at tablet width while the desktop keeps it open', () => {
    const store = createDisplaySettingsStore()
    store.getState().setWindowWidth(1366)
    expect(isSideMenuOpen(store.getState())).toBe(true)
    store.getState().setWindowWidth(900)
    expect(isSideMenuOpen(store.getState())).toBe(false)
    store.getState().setWindowWidth(576)
    expect(isSideMenuOpen(store.getState())).toBe(false)
    store.getState().setWindowWidth(1200)
    expect(isSideMenuOpen(store.getState())).toBe(false)
  })

  it('opened at tablet width, stays open there, and leaves the desktop’s choice alone', () => {
    const store = createDisplaySettingsStore()
    store.getState().setWindowWidth(1366)
    store.getState().setSideMenuOpen(false)
    store.getState().setWindowWidth(900)
    store.getState().setSideMenuOpen(true)
    expect(isSideMenuOpen(store.getState())).toBe(true)
    store.getState().setWindowWidth(1366)
    expect(isSideMenuOpen(store.getState())).toBe(false)
    store.getState().setWindowWidth(1000)
    expect(isSideMenuOpen(store.getState())).toBe(true)
  })

  it('is never open beside the page on a phone, whose menu is a drawer', () => {
    const store = createDisplaySettingsStore()
    store.getState().setWindowWidth(390)
    expect(isSideMenuOpen(store.getState())).toBe(false)
  })

  it('reset forgets the tablet’s choice', () => {
    const store = createDisplaySettingsStore()
    store.getState().setWindowWidth(900)
    store.getState().setSideMenuOpen(true)
    store.getState().reset()
    expect(isSideMenuOpen(store.getState())).toBe(false)
  })
})

describe('restoreDisplaySettings', () => {
  it('keeps the side menu’s state chosen at tablet width across a reload, and forgets it on reset', async () => {
    const area = memoryArea()
    const storage = () => createBrowserStorage({ prefix: STORAGE_PREFIX, area })
    const first = createDisplaySettingsStore()
    first.getState().setWindowWidth(900)
    await restoreDisplaySettings({ storage: storage(), store: first })
    first.getState().setSideMenuOpen(true)
    await settle()
    expect(area.entries.has(STORAGE_PREFIX + TABLET_SIDEBAR_STORAGE_KEY)).toBe(true)

    const reloaded = createDisplaySettingsStore()
    reloaded.getState().setWindowWidth(900)
    await restoreDisplaySettings({ storage: storage(), store: reloaded })
    expect(isSideMenuOpen(reloaded.getState())).toBe(true)
    reloaded.getState().reset()
    await settle()
    expect(area.entries.has(STORAGE_PREFIX + TABLET_SIDEBAR_STORAGE_KEY)).toBe(false)
  })

  it('loads the stored settings into the store and keeps the measured window size class', async () => {
    const area = memoryArea()
    const storage = createBrowserStorage({ prefix: STORAGE_PREFIX, area })
    await storage.set(DISPLAY_SETTINGS_STORAGE_KEY, {
      ...defaults,
      device: 'desktop',
      layout: 'two-level',
      multiTab: true,
    })
    const store = createDisplaySettingsStore()
    store.getState().setWindowWidth(800)
    await restoreDisplaySettings({ storage, store })
    expect(store.getState().settings).toMatchObject({ layout: 'two-level', multiTab: true, device: 'tablet' })
  })

  it('without a stored entry the defaults stay', async () => {
    const store = createDisplaySettingsStore()
    await restoreDisplaySettings({
      storage: createBrowserStorage({ prefix: STORAGE_PREFIX, area: memoryArea() }),
      store,
    })
    expect(store.getState().settings).toEqual(defaults)
  })

  it('saves every change, without the window size class, under the prefixed key', async () => {
    const area = memoryArea()
    const store = createDisplaySettingsStore()
    await restoreDisplaySettings({ storage: createBrowserStorage({ prefix: STORAGE_PREFIX, area }), store })
    store.getState().update({ color: '#13C2C2', fixedHeader: true })
    await settle()
    const { device: _device, ...expected } = { ...defaults, color: '#13C2C2', fixedHeader: true }
    expect(storedIn(area)).toEqual(expected)
  })

  it('a stored lock survives a reload', async () => {
    const area = memoryArea()
    const first = createDisplaySettingsStore()
    await restoreDisplaySettings({ storage: createBrowserStorage({ prefix: STORAGE_PREFIX, area }), store: first })
    first.getState().update({ lockScreen: true })
    await settle()
    const reloaded = createDisplaySettingsStore()
    await restoreDisplaySettings({ storage: createBrowserStorage({ prefix: STORAGE_PREFIX, area }), store: reloaded })
    expect(reloaded.getState().settings.lockScreen).toBe(true)
  })

  it('a change of the window size class alone writes nothing', async () => {
    const area = memoryArea()
    const store = createDisplaySettingsStore()
    await restoreDisplaySettings({ storage: createBrowserStorage({ prefix: STORAGE_PREFIX, area }), store })
    store.getState().setWindowWidth(300)
    await settle()
    expect(area.entries.size).toBe(0)
  })

  it('settings survive a reload with encryption on', async () => {
    const area = memoryArea()
    const storage = () => createBrowserStorage({ prefix: STORAGE_PREFIX, area, secret: 'passphrase' })
    const first = createDisplaySettingsStore()
    await restoreDisplaySettings({ storage: storage(), store: first })
    first.getState().update({ layout: 'top', weak: true })
    // Key derivation and encryption take real time: wait for the entry to appear.
    await vi.waitFor(() => expect(area.entries.size).toBe(1), { timeout: 5000 })
    expect(area.entries.get(STORAGE_PREFIX + DISPLAY_SETTINGS_STORAGE_KEY)).not.toContain('top')
    const reloaded = createDisplaySettingsStore()
    await restoreDisplaySettings({ storage: storage(), store: reloaded })
    expect(reloaded.getState().settings).toMatchObject({ layout: 'top', weak: true })
  })

  it('writes land in the order of the changes even when a write is slow', async () => {
    const written: unknown[] = []
    const releases: Array<() => void> = []
    const storage: BrowserStorage = {
      get: async () => undefined,
      set: (_key, value) =>
        new Promise<void>((resolve) => {
          releases.push(() => {
            written.push((value as DisplaySettings).layout)
            resolve()
          })
        }),
      remove: () => undefined,
    }
    const store = createDisplaySettingsStore()
    await restoreDisplaySettings({ storage, store })
    store.getState().update({ layout: 'top' })
    store.getState().update({ layout: 'slim' })
    await settle()
    // Only the first write has started; the second waits for it.
    expect(releases).toHaveLength(1)
    releases[0]?.()
    await settle()
    releases[1]?.()
    await settle()
    expect(written).toEqual(['top', 'slim'])
  })

  it('the returned function stops the saving', async () => {
    const area = memoryArea()
    const store = createDisplaySettingsStore()
    const stop = await restoreDisplaySettings({
      storage: createBrowserStorage({ prefix: STORAGE_PREFIX, area }),
      store,
    })
    stop()
    store.getState().update({ gray: true })
    await settle()
    expect(area.entries.size).toBe(0)
  })
})
