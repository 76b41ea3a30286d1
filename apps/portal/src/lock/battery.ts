/** The part of the Battery Status API's `BatteryManager` the lock screen reads. */
export interface BatteryLike extends Pick<EventTarget, 'addEventListener' | 'removeEventListener'> {
  /** 0 to 1. */
  level: number
  charging: boolean
}

/** What the battery indicator shows. */
export interface BatteryReading {
  /** 0 to 100, whole. */
  percent: number
  charging: boolean
}

/** The events after which the battery is read again. */
export const BATTERY_EVENTS = ['levelchange', 'chargingchange'] as const

/** A battery as the indicator shows it: the level as a whole percentage within 0 to 100. */
export function batteryReading(battery: Pick<BatteryLike, 'level' | 'charging'>): BatteryReading {
  const level = Number.isFinite(battery.level) ? Math.min(1, Math.max(0, battery.level)) : 0
  return { percent: Math.round(level * 100), charging: battery.charging === true }
}

/**
 * The device's battery, or undefined where the browser does not tell (Firefox, Safari) or
 * refuses to (a permissions policy): the indicator is then left out (spec 2.6).
 */
export async function findBattery(browser: object | undefined): Promise<BatteryLike | undefined> {
  const getBattery = (browser as { getBattery?: unknown } | undefined)?.getBattery
  if (typeof getBattery !== 'function') return undefined
  try {
    const battery: unknown = await getBattery.call(browser)
    return isBattery(battery) ? battery : undefined
  } catch {
    return undefined
  }
}

function isBattery(value: unknown): value is BatteryLike {
  if (typeof value !== 'object' || value === null) return false
  const fields = value as Record<string, unknown>
  return typeof fields.level === 'number' && typeof fields.addEventListener === 'function'
}
