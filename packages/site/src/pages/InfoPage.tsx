import type { SitePage } from '@tamga/schema'
import { CardGrid } from '../SiteCardView.tsx'
import { SiteForm } from '../SiteForm.tsx'
import { SitePicture } from '../SitePicture.tsx'

type InfoData = Extract<SitePage, { kind: 'info' }>

/** An information page: heading, picture, text, the records it lists and its form. */
export function InfoPage({ page }: { page: InfoData }) {
  return (
    <article className="page info">
      <header className="page-head">
        <h1>{page.heading}</h1>
      </header>
      {page.image === null ? null : (
        <figure className="detail-image">
          <SitePicture src={page.image} alt={page.heading} layout="wide" priority />
        </figure>
      )}
      <div className="info-body">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the page's text */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
      {page.cards.length === 0 ? null : (
        <section className="section">
          <CardGrid cards={page.cards} priority={page.image === null} />
        </section>
      )}
      {page.form === null ? null : (
        <div className="info-form">
          <SiteForm kind={page.form} />
        </div>
      )}
    </article>
  )
}
