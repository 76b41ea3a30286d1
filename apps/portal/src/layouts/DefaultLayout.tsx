import { Outlet } from 'react-router'

/** The default layout (spec 2.1): the page alone, centred; used by /select-role and the 404 page. */
export function DefaultLayout() {
  return (
    <div className="default-layout">
      <Outlet />
    </div>
  )
}
