import { formatDate, formatTugrik, type SiteContentBody, type SiteFact, type SitePage } from '@tamga/schema'
import { useState } from 'react'
import { CardGrid } from '../SiteCardView.tsx'
import { useSite } from '../SiteContext.ts'
import { SiteForm } from '../SiteForm.tsx'
import { SitePicture } from '../SitePicture.tsx'

type DetailData = Extract<SitePage, { kind: 'detail' }>

/** The record id at the end of a detail page's path (`/tulburtei-series/21` → 21), for an access request. */
export function detailItemId(path: string): number | null {
  const match = /\/(\d+)\/?(?:[?#].*)?$/.exec(path)
  return match === null ? null : Number(match[1])
}

/** The player of an article's medium: a video or audio player, or a link for anything else. */
function MediaPlayer({ url, kind, title }: { url: string; kind: string | null; title: string }) {
  const { words } = useSite()
  if (kind === 'video') {
    // biome-ignore lint/a11y/useMediaCaption: the foundation's recordings come without caption files
    return <video className="media" controls preload="metadata" src={url} title={title} />
  }
  if (kind === 'audio' || kind === 'audiobook') {
    // biome-ignore lint/a11y/useMediaCaption: the foundation's recordings come without caption files
    return <audio className="media media-audio" controls preload="metadata" src={url} title={title} />
  }
  return (
    <p>
      <a className="button button-primary" href={url} target="_blank" rel="noopener">
        {words.openMedia} ↗
      </a>
    </p>
  )
}

/** An online book, one page at a time, with previous and next buttons. */
export function BookReader({ pages }: { pages: readonly string[] }) {
  const { words } = useSite()
  const [index, setIndex] = useState(0)
  const count = pages.length
  if (count === 0) return null
  const turn = (to: number) => {
    setIndex(to)
    document.getElementById('book-page')?.scrollIntoView({ block: 'start' })
  }
  const nav = (
    <div className="book-nav">
      <button className="button button-ghost-dark" type="button" disabled={index === 0} onClick={() => turn(index - 1)}>
        ← {words.previous}
      </button>
      <span className="book-count" aria-live="polite">
        {words.page} {index + 1} / {count}
      </span>
      <button
        className="button button-ghost-dark"
        type="button"
        disabled={index >= count - 1}
        onClick={() => turn(index + 1)}
      >
        {words.next} →
      </button>
    </div>
  )
  return (
    <section className="book" id="book-page">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the book's pages */}
      <div className="book-page prose" key={index} dangerouslySetInnerHTML={{ __html: pages[index] ?? '' }} />
      {nav}
    </section>
  )
}

/** An online course: its lessons in order, one shown at a time. */
export function CourseView({ intro, lessons }: Extract<SiteContentBody, { kind: 'course' }>) {
  const { words } = useSite()
  const [index, setIndex] = useState(0)
  const lesson = lessons[index]
  return (
    <div className="course">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the course's text */}
      {intro === '' ? null : <div className="prose" dangerouslySetInnerHTML={{ __html: intro }} />}
      <div className="course-body">
        <ol className="lesson-list" aria-label={words.lessons}>
          {lessons.map((item, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a course's lessons have no id and never move
            <li key={`${position}-${item.title}`}>
              <button
                type="button"
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
                className="lesson-button"
              >
                <span className="lesson-number">{position + 1}</span>
                <span className="lesson-name">
                  {item.title}
                  <span className="lesson-kind">
                    {words[item.kind]}
                    {item.minutes === null ? null : ` · ${item.minutes} ${words.minutes}`}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ol>
        {lesson === undefined ? null : (
          <section className="lesson" aria-live="polite">
            <p className="lesson-position">
              {words.lesson} {index + 1} / {lessons.length}
            </p>
            <h2>{lesson.title}</h2>
            {lesson.mediaUrl === null || lesson.kind === 'text' ? null : (
              <MediaPlayer url={lesson.mediaUrl} kind={lesson.kind} title={lesson.title} />
            )}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the lesson's text */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: lesson.html }} />
            <div className="book-nav">
              <button
                className="button button-ghost-dark"
                type="button"
                disabled={index === 0}
                onClick={() => setIndex(index - 1)}
              >
                ← {words.previous}
              </button>
              <button
                className="button button-ghost-dark"
                type="button"
                disabled={index >= lessons.length - 1}
                onClick={() => setIndex(index + 1)}
              >
                {words.next} →
              </button>
            </div>
          </section>
        )}
      </div>
    </div>
  )
}

function ContentBody({ body, title }: { body: SiteContentBody; title: string }) {
  switch (body.kind) {
    case 'article':
      return (
        <>
          {body.mediaUrl === null ? null : <MediaPlayer url={body.mediaUrl} kind={body.mediaKind} title={title} />}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the article */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: body.html }} />
        </>
      )
    case 'book':
      return <BookReader pages={body.pages} />
    case 'course':
      return <CourseView {...body} />
    case 'paid':
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the summary
      return <div className="prose" dangerouslySetInnerHTML={{ __html: body.intro }} />
  }
}

function Facts({ facts }: { facts: readonly SiteFact[] }) {
  const { words } = useSite()
  if (facts.length === 0) return null
  return (
    <section className="facts" aria-label={words.facts}>
      <dl>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** A record's own page: heading, picture, date, facts, body, a form when it has one, related records. */
export function DetailPage({ page, path }: { page: DetailData; path: string }) {
  const { words } = useSite()
  const paid = page.price !== null || page.body.kind === 'paid'
  const aside = page.facts.length > 0 || paid
  return (
    <article className="page detail">
      <header className="page-head">
        <a className="back-link" href={page.parent.path}>
          ← {page.parent.label}
        </a>
        <h1>{page.heading}</h1>
        {page.date === null && !paid ? null : (
          <p className="detail-meta">
            {page.date === null ? null : <time dateTime={page.date}>{formatDate(page.date)}</time>}
            {paid ? <span className="paid-tag">{words.paid}</span> : null}
          </p>
        )}
      </header>
      {page.image === null ? null : (
        <figure className="detail-image">
          <SitePicture src={page.image} alt={page.heading} layout="wide" priority />
        </figure>
      )}
      <div className={aside ? 'detail-layout' : 'detail-layout detail-single'}>
        <div className="detail-body">
          <ContentBody body={page.body} title={page.heading} />
          {page.form === null ? null : (
            <SiteForm kind={page.form} itemId={page.form === 'access' ? detailItemId(path) : null} />
          )}
        </div>
        {aside ? (
          <aside className="detail-aside">
            {paid ? (
              <div className="paid-box">
                <span className="paid-state">{words.paid}</span>
                {page.price === null ? null : (
                  <p className="paid-price">
                    <span className="visually-hidden">{words.price}: </span>
                    {formatTugrik(page.price)}
                  </p>
                )}
                {page.body.kind === 'paid' ? <p className="paid-note">{words.paidNote}</p> : null}
              </div>
            ) : null}
            <Facts facts={page.facts} />
          </aside>
        ) : null}
      </div>
      {page.related.length === 0 ? null : (
        <section className="section related" aria-labelledby="detail-related">
          <h2 className="section-title" id="detail-related">
            {words.related}
          </h2>
          <CardGrid cards={page.related} />
        </section>
      )}
      <p className="detail-back">
        <a className="back-link" href={page.parent.path}>
          ← {words.back}: {page.parent.label}
        </a>
      </p>
    </article>
  )
}
