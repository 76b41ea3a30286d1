import type { MenuLayout } from '@tamga/schema'

const MENU = '#001529'
const HEADER = '#ffffff'
const PAGE = '#f0f2f5'
const SUBMENU = '#e6e9ee'

/**
 * A small drawing of a menu layout, like the pictures of Ant Design Pro's setting drawer: where
 * the dark menu sits relative to the header and the page.
 */
export function LayoutPicture({ layout }: { layout: MenuLayout }) {
  return (
    <svg viewBox="0 0 48 36" width="48" height="36" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="48" height="36" rx="3" fill={PAGE} />
      {layout === 'sidebar' && (
        <>
          <rect x="0" y="0" width="13" height="36" rx="3" fill={MENU} />
          <rect x="13" y="0" width="35" height="8" fill={HEADER} />
        </>
      )}
      {layout === 'slim' && (
        <>
          <rect x="0" y="0" width="5" height="36" rx="2" fill={MENU} />
          <rect x="5" y="0" width="43" height="8" fill={HEADER} />
        </>
      )}
      {layout === 'top' && <rect x="0" y="0" width="48" height="9" rx="3" fill={MENU} />}
      {layout === 'two-level' && (
        <>
          <rect x="0" y="0" width="48" height="9" rx="3" fill={MENU} />
          <rect x="0" y="9" width="11" height="27" fill={SUBMENU} />
        </>
      )}
    </svg>
  )
}
