import type { LanguageCode } from '@tamga/schema'
import { Col, Row } from 'antd'
import type { ReactNode } from 'react'
import { PropertyGroupHeading } from './PropertyLabel.tsx'
import { byGroup } from './propertyWords.ts'

/** One property's place in a row: its schema key (which says its group) and what draws it. */
export interface PropertyCell {
  /** The property's key in its schema (`timeUnit`); never shown. */
  key: string
  /** Its share of the row's 24 columns. @default the row shared equally */
  span?: number
  /** Its labelled control, usually a Form.Item with a {@link PropertyLabel}. */
  node: ReactNode
}

export interface PropertyRowsProps {
  /** The panel's rows, in their order within a group; a row goes under its first property's group. */
  rows: ReadonlyArray<readonly PropertyCell[]>
  language: LanguageCode
  /** Space under each row, in pixels (cards need it; Form.Items bring their own). @default 0 */
  rowGap?: number
}

/**
 * A hand-laid property panel (short properties side by side) under the catalogue's group
 * headings ("Үндсэн", "Өгөгдөл", "Харагдах байдал"…), in the groups' order; a row with nothing
 * to draw is left out, and so is a group left empty.
 *
 * @example <PropertyRows language="mn_MN" rows={[[{ key: 'title', node: title }], [{ key: 'icon', node: icon }]]} />
 */
export function PropertyRows({ rows, language, rowGap = 0 }: PropertyRowsProps) {
  const drawn = rows.filter((row) => row.length > 0)
  return (
    <>
      {byGroup(drawn, (row) => row[0]?.key ?? '').map(({ group, items }) => (
        <section key={group} data-group={group}>
          <PropertyGroupHeading group={group} language={language} />
          {items.map((row) =>
            row.length === 1 ? (
              <div key={row[0]?.key} style={rowGap === 0 ? undefined : { marginBottom: rowGap }}>
                {row[0]?.node}
              </div>
            ) : (
              <Row
                key={row.map((cell) => cell.key).join(' ')}
                gutter={12}
                style={rowGap === 0 ? undefined : { marginBottom: rowGap }}
              >
                {row.map((cell) => (
                  <Col key={cell.key} span={cell.span ?? Math.floor(24 / row.length)}>
                    {cell.node}
                  </Col>
                ))}
              </Row>
            ),
          )}
        </section>
      ))}
    </>
  )
}
