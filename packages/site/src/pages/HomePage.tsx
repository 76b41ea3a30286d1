import type { SiteCard } from '@tamga/schema'
import { CardGrid, CardInitial } from '../SiteCardView.tsx'
import { useSite } from '../SiteContext.ts'
import { SitePicture } from '../SitePicture.tsx'

type HomePageData = {
  hero: { title: string; text: string }
  categories: SiteCard[]
  featured: SiteCard[]
  news: SiteCard[]
}

function CategoryTile({ card, priority }: { card: SiteCard; priority: boolean }) {
  return (
    <a className="category" href={card.path}>
      <span className="category-mark">
        {card.image === null ? (
          <CardInitial title={card.title} />
        ) : (
          <SitePicture src={card.image} alt="" layout="card" priority={priority} />
        )}
      </span>
      <span className="category-text">
        <span className="category-title">{card.title}</span>
        {card.summary === null ? null : <span className="category-summary">{card.summary}</span>}
      </span>
    </a>
  )
}

/** The home page: the hero, the nine categories, the featured items and the latest news. */
export function HomePage({ page }: { page: HomePageData }) {
  const { words } = useSite()
  const firstImage = page.categories.findIndex((card) => card.image !== null)
  return (
    <>
      <section className="hero">
        <div className="hero-inner">
          <h1>{page.hero.title}</h1>
          {page.hero.text === '' ? null : <p className="hero-text">{page.hero.text}</p>}
          <p className="hero-actions">
            <a className="button button-gold" href="#categories">
              {words.categories}
            </a>
            {page.news.length === 0 ? null : (
              <a className="button button-ghost" href="/news">
                {words.latestNews}
              </a>
            )}
          </p>
        </div>
      </section>
      {page.categories.length === 0 ? null : (
        <section className="section" id="categories" aria-labelledby="home-categories">
          <h2 className="section-title" id="home-categories">
            {words.categories}
          </h2>
          <ul className="category-grid">
            {page.categories.map((card, index) => (
              <li key={card.path}>
                <CategoryTile card={card} priority={index === firstImage} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {page.featured.length === 0 ? null : (
        <section className="section section-tinted" aria-labelledby="home-featured">
          <div className="section-inner">
            <h2 className="section-title" id="home-featured">
              {words.featured}
            </h2>
            <CardGrid cards={page.featured} />
          </div>
        </section>
      )}
      {page.news.length === 0 ? null : (
        <section className="section" aria-labelledby="home-news">
          <div className="section-head">
            <h2 className="section-title" id="home-news">
              {words.latestNews}
            </h2>
            <a className="section-link" href="/news">
              {words.viewAll} →
            </a>
          </div>
          <CardGrid cards={page.news} />
        </section>
      )}
    </>
  )
}
