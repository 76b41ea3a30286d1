import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types'
import { createElement, type ReactElement } from 'react'

function draw(node: AbstractNode, key?: number): ReactElement {
  return createElement(
    node.tag,
    { ...node.attrs, key },
    node.children?.map((child, index) => draw(child, index)),
  )
}

/**
 * One of antd's outlined icons, drawn from its SVG definition without antd's icon component and
 * its runtime: for what is drawn before antd arrives (the sign-in page). Sized and coloured like
 * the text around it, as antd's icons are.
 *
 * @example <PlainIcon icon={UserOutlined} /> // with `import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined'`
 */
export function PlainIcon({ icon }: { icon: IconDefinition }) {
  if (typeof icon.icon === 'function') throw new Error(`${icon.name} is a two-tone icon; pass an outlined one`)
  const svg = icon.icon
  return (
    <span className="plain-icon" role="img" aria-hidden="true">
      {createElement(
        svg.tag,
        { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor' },
        svg.children?.map((child, index) => draw(child, index)),
      )}
    </span>
  )
}
