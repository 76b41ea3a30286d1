import { describe, expect, it } from 'vitest'
import { batteryReading, findBattery } from './battery.ts'

const battery = (level: number, charging: boolean) =>
  Object.assign(new EventTarget(), { level, charging, chargingTime: 0, dischargingTime: Infinity })

describe('batteryReading', () => {
  it('shows the level as a whole percentage and whether it charges', () => {
    expect(batteryReading({ level: 0.876, charging: false })).toEqual({ percent: 88, charging: false })
    expect(batteryReading({ level: 1, charging: true })).toEqual({ percent: 100, charging: true })
  })

  it('keeps an odd level within 0 to 100', () => {
    expect(batteryReading({ level: 1.5, charging: false }).percent).toBe(100)
    expect(batteryReading({ level: -0.2, charging: false }).percent).toBe(0)
    expect(batteryReading({ level: Number.NaN, charging: false }).percent).toBe(0)
  })
})

describe('findBattery', () => {
  it("answers the browser's battery", async () => {
    const found = battery(0.5, true)
    expect(await findBattery({ getBattery: async () => found })).toBe(found)
  })

  it('calls getBattery on the navigator, as browsers require', async () => {
    const browser = {
      found: battery(0.5, false),
      getBattery(this: { found: EventTarget }) {
        return Promise.resolve(this.found)
      },
    }
    expect(await findBattery(browser)).toBe(browser.found)
  })

  it('answers nothing where the browser has no battery API or refuses it', async () => {
    expect(await findBattery(undefined)).toBeUndefined()
    expect(await findBattery({})).toBeUndefined()
    expect(await findBattery({ getBattery: () => Promise.reject(new Error('NotAllowedError')) })).toBeUndefined()
    expect(await findBattery({ getBattery: async () => ({}) })).toBeUndefined()
  })
})
