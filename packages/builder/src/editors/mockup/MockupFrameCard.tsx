import {
  type DocumentIssue,
  flattenMenu,
  type LanguageCode,
  localizedText,
  MOCKUP_DEVICES,
  type MockupFrame,
  type MockupPage,
} from '@tamga/schema'
import { Card, Form, Input, Segmented, Select, Space, Typography } from 'antd'
import type { DocumentSummary, DocumentsClient } from '../../client/documentsClient.ts'
import { useDocument } from '../../client/useDocuments.ts'
import { documentNameOptions } from '../../controls/documentNameOptions.ts'
import { IssueText } from '../../controls/IssueText.tsx'
import { PropertyLabel } from '../../controls/PropertyLabel.tsx'
import { PropertyRows } from '../../controls/PropertyRows.tsx'
import { propertyLabel } from '../../controls/propertyWords.ts'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import { DeviceFrame } from './DeviceFrame.tsx'
import { frameLayout, frameRoute } from './mockupFrames.ts'
import { useElementWidth } from './useElementWidth.ts'
import { mockupWord } from './words.ts'

export interface MockupFrameCardProps {
  frame: MockupFrame
  /** Replaces the frame; `what` names the property for undo coalescing. */
  onChange: (change: Partial<MockupFrame>, what: string) => void
  /** Undefined when the frame is the last one (a mock-up keeps at least one). */
  onRemove: (() => void) | undefined
  /** The project's menus, by name and title. */
  menus: readonly Pick<DocumentSummary, 'name' | 'title'>[]
  documents: DocumentsClient
  issues: readonly DocumentIssue[]
  language: LanguageCode
}

/** The settings stand close together: the card is mostly its page's picture. */
const TIGHT = { marginBottom: 8 }

function useMenuItems(documents: DocumentsClient, menu: string | undefined) {
  const found = useDocument(documents, 'menu', menu)
  return found === undefined ? [] : flattenMenu(found.items ?? []).filter((entry) => entry.link_to !== 'divider')
}

/** One frame: its settings above, the page drawn at the device's size below. */
export function MockupFrameCard({
  frame,
  onChange,
  onRemove,
  menus,
  documents,
  issues,
  language,
}: MockupFrameCardProps) {
  const word = (key: Parameters<typeof mockupWord>[0]) => mockupWord(key, language)
  const [ref, width] = useElementWidth<HTMLDivElement>(480)
  const page = frame.page
  const byMenu = page !== undefined && 'menu' in page
  const items = useMenuItems(documents, byMenu ? page.menu : undefined)
  const layout = frameLayout(frame, width)
  const route = frameRoute(page)
  const setPage = (next: MockupPage, what: string) => onChange({ page: next }, `page/${what}`)
  const invalid = (suffix: string) => issues.some((one) => one.path.endsWith(suffix))

  const label = (name: string) => <PropertyLabel name={name} language={language} />
  const deviceItem = (
    <Form.Item label={label('device')} style={TIGHT}>
      <Select
        aria-label={propertyLabel('device', language)}
        data-testid={`mockup-frame-${frame.id}-device`}
        value={frame.device}
        options={MOCKUP_DEVICES.map((device) => ({ value: device, label: word(device) }))}
        onChange={(device) => onChange({ device }, 'device')}
      />
    </Form.Item>
  )
  const orientationItem = (
    <Form.Item label={label('orientation')} style={TIGHT}>
      <Select
        aria-label={propertyLabel('orientation', language)}
        data-testid={`mockup-frame-${frame.id}-orientation`}
        value={frame.orientation ?? 'natural'}
        options={(['natural', 'portrait', 'landscape'] as const).map((value) => ({ value, label: word(value) }))}
        onChange={(value: 'natural' | 'portrait' | 'landscape') =>
          onChange({ orientation: value === 'natural' ? undefined : value }, 'orientation')
        }
      />
    </Form.Item>
  )
  // A page is named by its address, or by a menu's entry (which the app opens as a person would).
  const pageItem = (
    <Form.Item label={label('page')} style={TIGHT}>
      <Segmented
        data-testid={`mockup-frame-${frame.id}-page-kind`}
        value={byMenu ? 'menu' : 'route'}
        options={[
          { value: 'route', label: propertyLabel('route', language) },
          { value: 'menu', label: propertyLabel('item', language) },
        ]}
        onChange={(value) =>
          setPage(value === 'menu' ? { menu: menus[0]?.name ?? 'admin', item: '' } : { route: route }, 'kind')
        }
      />
    </Form.Item>
  )
  const menuItem = byMenu ? (
    <Form.Item label={label('menu')} style={TIGHT}>
      <Select
        aria-label={propertyLabel('menu', language)}
        value={page.menu}
        options={documentNameOptions(menus, language, page.menu)}
        onChange={(menu: string) => setPage({ menu, item: '' }, 'menu')}
      />
    </Form.Item>
  ) : null
  const itemItem = byMenu ? (
    <Form.Item label={label('item')} style={TIGHT}>
      <Select
        aria-label={propertyLabel('item', language)}
        data-testid={`mockup-frame-${frame.id}-item`}
        showSearch
        value={page.item === '' ? undefined : page.item}
        status={invalid('/page/item') ? 'error' : undefined}
        options={items.map((entry) => ({
          value: entry.id,
          label: `${localizedText(entry.title, language)} (${entry.id})`,
        }))}
        onChange={(item: string) => setPage({ menu: page.menu, item }, 'item')}
      />
    </Form.Item>
  ) : null
  const routeItem = (
    <Form.Item label={label('route')} style={TIGHT}>
      <Input
        data-testid={`mockup-frame-${frame.id}-route`}
        value={page !== undefined && 'route' in page ? page.route : ''}
        placeholder="/news"
        status={invalid('/page/route') || invalid('/page') ? 'error' : undefined}
        onChange={(event) => setPage({ route: event.target.value }, 'route')}
      />
    </Form.Item>
  )
  const notesItem = (
    <Form.Item label={label('notes')} style={TIGHT}>
      <Input.TextArea
        data-testid={`mockup-frame-${frame.id}-notes`}
        autoSize={{ minRows: 1, maxRows: 4 }}
        value={frame.notes ?? ''}
        onChange={(event) => onChange({ notes: event.target.value === '' ? undefined : event.target.value }, 'notes')}
      />
    </Form.Item>
  )

  return (
    <Card
      size="small"
      data-testid={`mockup-frame-${frame.id}`}
      title={
        <Input
          variant="borderless"
          prefix={<Typography.Text type="secondary">{label('id')}</Typography.Text>}
          aria-label={propertyLabel('id', language)}
          data-testid={`mockup-frame-${frame.id}-id`}
          value={frame.id}
          status={invalid('/id') ? 'error' : undefined}
          onChange={(event) => onChange({ id: event.target.value }, 'id')}
        />
      }
      extra={
        <RemoveButton
          label={word('remove')}
          title={onRemove === undefined ? word('lastFrame') : word('remove')}
          disabled={onRemove === undefined}
          testId={`mockup-frame-${frame.id}-remove`}
          onClick={onRemove}
        />
      }
    >
      <Form layout="vertical" size="small" component="div">
        <PropertyRows
          language={language}
          rows={[
            [{ key: 'notes', node: notesItem }],
            [{ key: 'page', node: pageItem }],
            byMenu
              ? [
                  { key: 'menu', span: 10, node: menuItem },
                  { key: 'item', span: 14, node: itemItem },
                ]
              : [{ key: 'route', node: routeItem }],
            [
              { key: 'device', node: deviceItem },
              { key: 'orientation', node: orientationItem },
            ],
          ]}
        />
      </Form>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <IssueText issues={issues} language={language} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {route} · {layout.width}×{layout.height}
        </Typography.Text>
        <div ref={ref} style={{ width: '100%' }}>
          <DeviceFrame
            route={route}
            width={layout.width}
            height={layout.height}
            scale={layout.scale}
            title={`${frame.id}: ${route}`}
            testId={`mockup-frame-${frame.id}-view`}
          />
        </div>
      </Space>
    </Card>
  )
}
