import { useEffect, useState } from 'react'
import { BATTERY_EVENTS, type BatteryReading, batteryReading, findBattery } from './battery.ts'

/** Whether the browser is online, following its `online` and `offline` events (spec 2.6). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}

/**
 * The device's battery level and whether it charges (spec 2.6), followed while mounted;
 * undefined where the browser does not tell, and the indicator is then left out.
 */
export function useBattery(): BatteryReading | undefined {
  const [reading, setReading] = useState<BatteryReading | undefined>(undefined)
  useEffect(() => {
    let stop = () => {}
    let stopped = false
    void findBattery(navigator).then((battery) => {
      if (battery === undefined || stopped) return
      const update = () => setReading(batteryReading(battery))
      update()
      for (const event of BATTERY_EVENTS) battery.addEventListener(event, update)
      stop = () => {
        for (const event of BATTERY_EVENTS) battery.removeEventListener(event, update)
      }
    })
    return () => {
      stopped = true
      stop()
    }
  }, [])
  return reading
}
