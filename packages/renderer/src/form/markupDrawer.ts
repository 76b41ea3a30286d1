import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'

/**
 * Draws elements to HTML the way a server's first answer does, and waits on demand for the
 * widgets that drawing started to load. renderToString draws a lazily loaded widget's fallback
 * and leaves its import running; a test file that ends before that import finishes fails when the
 * worker tears its module loader down (vitest's EnvironmentTeardownError, seen on a loaded
 * machine). Prerendering the same elements waits on those very imports: `lazy` keeps one per
 * widget module. Test files call `settle` in `afterAll`.
 */
export function markupDrawer(): { draw: (element: ReactElement) => string; settle: () => Promise<void> } {
  const drawn: ReactElement[] = []
  return {
    draw(element) {
      drawn.push(element)
      return renderToString(element)
    },
    async settle() {
      // A prerender resolves once every lazy widget it met has loaded; its markup is not needed.
      for (const element of drawn.splice(0)) await prerenderToNodeStream(element)
    },
  }
}
