import { formatDate, formatTugrik, type SiteCard } from '@tamga/schema'
import { titleInitial, titleTone } from './format.ts'
import { useSite } from './SiteContext.ts'
import { SitePicture } from './SitePicture.tsx'

export interface SiteCardViewProps {
  card: SiteCard
  /** The heading level of the card's title under its section's heading. */
  level?: 2 | 3
  /** The first card of a page that opens with cards: its picture loads first. */
  priority?: boolean
}

/** The coloured initial a card without a picture shows in its place. */
export function CardInitial({ title }: { title: string }) {
  return (
    <div className={`card-initial tone-${titleTone(title)}`} aria-hidden="true">
      <span>{titleInitial(title)}</span>
    </div>
  )
}

/** A card of a listing: picture, title, a line under it, a summary, the date and a paid item's price. */
export function SiteCardView({ card, level = 3, priority = false }: SiteCardViewProps) {
  const { words } = useSite()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <article className="card">
      <div className="card-media">
        {card.image === null ? (
          <CardInitial title={card.title} />
        ) : (
          <SitePicture src={card.image} alt="" layout="card" priority={priority} />
        )}
        {card.badge === null ? null : <span className="card-badge">{card.badge}</span>}
      </div>
      <div className="card-body">
        {card.subtitle === null ? null : <p className="card-kicker">{card.subtitle}</p>}
        <Heading className="card-title">
          <a href={card.path}>{card.title}</a>
        </Heading>
        {card.summary === null ? null : <p className="card-summary">{card.summary}</p>}
        {card.date === null && card.price === null ? null : (
          <p className="card-meta">
            {card.date === null ? null : <time dateTime={card.date}>{formatDate(card.date)}</time>}
            {card.price === null ? null : (
              <span className="paid-tag">
                {words.paid} · {formatTugrik(card.price)}
              </span>
            )}
          </p>
        )}
      </div>
    </article>
  )
}

export interface CardGridProps {
  cards: readonly SiteCard[]
  level?: 2 | 3
  /** Whether the grid's first picture is the page's first above the fold. */
  priority?: boolean
}

/** Cards in a responsive grid: one column on a phone, up to four on a wide screen. */
export function CardGrid({ cards, level = 3, priority = false }: CardGridProps) {
  return (
    <ul className="card-grid">
      {cards.map((card, index) => (
        <li key={`${card.path}#${card.id}`}>
          <SiteCardView card={card} level={level} priority={priority && index === 0} />
        </li>
      ))}
    </ul>
  )
}
