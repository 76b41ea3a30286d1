import { useDisplaySettings } from './displaySettings.ts'

/** Sets the window size class at start and on every resize (spec 4.6). */
export function watchWindowSize(): void {
  const apply = () => useDisplaySettings.getState().setWindowWidth(window.innerWidth)
  apply()
  window.addEventListener('resize', apply)
}
