import type { SiteFormKind } from '@tamga/schema'
import { SiteForm } from '../SiteForm.tsx'

/** A page that is a form: the feedback page. */
export function FormPage({ heading, intro, form }: { heading: string; intro: string; form: SiteFormKind }) {
  return (
    <div className="page form-page">
      <header className="page-head">
        <h1>{heading}</h1>
        {intro === '' ? null : <p className="page-intro">{intro}</p>}
      </header>
      <div className="form-card">
        <SiteForm kind={form} heading={false} />
      </div>
    </div>
  )
}
