import { siteImageUrl } from '@tamga/schema'

/** How the picture is laid out, which decides the widths offered and the `sizes` hint. */
export type SitePictureLayout = 'card' | 'wide'

const SIZES: Record<SitePictureLayout, string> = {
  card: '(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 400px',
  wide: '(max-width: 1100px) 100vw, 1040px',
}

/** Width and height attributes: the picture's box is reserved before it loads, so nothing jumps. */
const BOX: Record<SitePictureLayout, { width: number; height: number }> = {
  card: { width: 640, height: 400 },
  wide: { width: 1280, height: 640 },
}

export interface SitePictureProps {
  src: string
  alt: string
  layout: SitePictureLayout
  /** The page's first picture above the fold: loaded at once and before the others. */
  priority?: boolean
}

/** A picture of the site at the widths the server serves, the browser picking one for its screen. */
export function SitePicture({ src, alt, layout, priority = false }: SitePictureProps) {
  const srcSet =
    layout === 'card'
      ? `${siteImageUrl(src, 320)} 320w, ${siteImageUrl(src, 640)} 640w, ${siteImageUrl(src, 960)} 960w`
      : `${siteImageUrl(src, 640)} 640w, ${siteImageUrl(src, 960)} 960w, ${siteImageUrl(src, 1280)} 1280w`
  const box = BOX[layout]
  return (
    <img
      src={siteImageUrl(src, layout === 'card' ? 640 : 1280)}
      srcSet={srcSet}
      sizes={SIZES[layout]}
      alt={alt}
      width={box.width}
      height={box.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  )
}
