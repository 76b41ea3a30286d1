import { lazy } from 'react'

/** The admin shell, loaded as its own chunk only when an /admin route opens. */
export const LazyModuleLayout = lazy(async () => ({
  default: (await import('../layouts/ModuleLayout.tsx')).ModuleLayout,
}))
