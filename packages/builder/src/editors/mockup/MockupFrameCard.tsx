import {
  type DocumentIssue,
  flattenMenu,
  type LanguageCode,
  localizedText,
  MOCKUP_DEVICES,
  type MockupFrame,
  type MockupPage,
} from '@tamga/schema'
import { Card, Input, Segmented, Select, Space, Typography } from 'antd'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { useDocument } from '../../client/useDocuments.ts'
import { IssueText } from '../../controls/IssueText.tsx'
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
  menus: readonly string[]
  documents: DocumentsClient
  issues: readonly DocumentIssue[]
  language: LanguageCode
}

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

  return (
    <Card
      size="small"
      data-testid={`mockup-frame-${frame.id}`}
      title={
        <Input
          variant="borderless"
          aria-label={word('id')}
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
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Select
            aria-label={word('device')}
            data-testid={`mockup-frame-${frame.id}-device`}
            style={{ width: 140 }}
            value={frame.device}
            options={MOCKUP_DEVICES.map((device) => ({ value: device, label: word(device) }))}
            onChange={(device) => onChange({ device }, 'device')}
          />
          <Select
            aria-label={word('orientation')}
            data-testid={`mockup-frame-${frame.id}-orientation`}
            style={{ width: 130 }}
            value={frame.orientation ?? 'natural'}
            options={(['natural', 'portrait', 'landscape'] as const).map((value) => ({ value, label: word(value) }))}
            onChange={(value: 'natural' | 'portrait' | 'landscape') =>
              onChange({ orientation: value === 'natural' ? undefined : value }, 'orientation')
            }
          />
          <Segmented
            value={byMenu ? 'menu' : 'route'}
            options={[
              { value: 'route', label: word('route') },
              { value: 'menu', label: word('menuItem') },
            ]}
            onChange={(value) =>
              setPage(value === 'menu' ? { menu: menus[0] ?? 'admin', item: '' } : { route: route }, 'kind')
            }
          />
        </Space>
        {byMenu ? (
          <Space.Compact block>
            <Select
              aria-label={word('menu')}
              style={{ width: '40%' }}
              value={page.menu}
              options={menus.map((name) => ({ value: name, label: name }))}
              onChange={(menu: string) => setPage({ menu, item: '' }, 'menu')}
            />
            <Select
              aria-label={word('menuItem')}
              data-testid={`mockup-frame-${frame.id}-item`}
              style={{ width: '60%' }}
              showSearch
              value={page.item === '' ? undefined : page.item}
              status={invalid('/page/item') ? 'error' : undefined}
              options={items.map((entry) => ({
                value: entry.id,
                label: `${localizedText(entry.title, language)} (${entry.id})`,
              }))}
              onChange={(item: string) => setPage({ menu: page.menu, item }, 'item')}
            />
          </Space.Compact>
        ) : (
          <Input
            prefix={<span style={{ opacity: 0.55 }}>{word('route')}</span>}
            data-testid={`mockup-frame-${frame.id}-route`}
            value={page !== undefined && 'route' in page ? page.route : ''}
            status={invalid('/page/route') || invalid('/page') ? 'error' : undefined}
            onChange={(event) => setPage({ route: event.target.value }, 'route')}
          />
        )}
        <Input.TextArea
          placeholder={word('notes')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={frame.notes ?? ''}
          onChange={(event) => onChange({ notes: event.target.value === '' ? undefined : event.target.value }, 'notes')}
        />
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
