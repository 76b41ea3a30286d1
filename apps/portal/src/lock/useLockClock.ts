import { useEffect, useState } from 'react'
import { LOCK_CLOCK_REFRESH_MS, type LockTimeTexts, lockTimeTexts } from './lockTime.ts'

/** The lock screen's clock and date, refreshed every second (spec 2.6, 9). */
export function useLockClock(): LockTimeTexts {
  const [texts, setTexts] = useState(() => lockTimeTexts(new Date()))
  useEffect(() => {
    const timer = setInterval(() => setTexts(lockTimeTexts(new Date())), LOCK_CLOCK_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  return texts
}
