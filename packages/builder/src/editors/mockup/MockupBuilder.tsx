import { PlusOutlined } from '@ant-design/icons'
import { MOCKUP_DEVICES, type MockupDevice } from '@tamga/schema'
import { Button, Col, Row, Space, Typography } from 'antd'
import { useDocumentNames } from '../../client/useDocuments.ts'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import type { EditorProps } from '../editorProps.ts'
import { MockupFrameCard } from './MockupFrameCard.tsx'
import { withDeviceForAll, withFrame, withFrameAdded, withFrameRemoved } from './mockupFrames.ts'
import { mockupWord } from './words.ts'

/**
 * The visual editor of a mock-up (spec 2.8): its frames, each the app's page in an iframe at a
 * device's CSS size scaled to its column, a toolbar that puts every frame on one device, and
 * frames added and removed.
 */
export function MockupBuilder({ document: mockup, onChange, issues, language, documents }: EditorProps<'mockup'>) {
  const word = (key: Parameters<typeof mockupWord>[0]) => mockupWord(key, language)
  const frames = mockup.frames ?? []
  const menus = useDocumentNames(documents, 'menu')
  const devices = new Set(frames.map((frame) => frame.device))
  const common: MockupDevice | undefined = devices.size === 1 ? [...devices][0] : undefined
  const addDevice = common ?? frames[frames.length - 1]?.device ?? 'phone'

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text type="secondary">{word('allFrames')}:</Typography.Text>
        <Space.Compact>
          {MOCKUP_DEVICES.map((device) => (
            <Button
              key={device}
              data-testid={`mockup-device-${device}`}
              type={common === device ? 'primary' : 'default'}
              aria-pressed={common === device}
              onClick={() => onChange(withDeviceForAll(mockup, device), 'frames/device')}
            >
              {word(device)}
            </Button>
          ))}
        </Space.Compact>
        <Button
          icon={<PlusOutlined />}
          data-testid="mockup-add-frame"
          onClick={() => onChange(withFrameAdded(mockup, addDevice), 'frames')}
        >
          {word('addFrame')}
        </Button>
      </Space>
      <IssueText issues={issuesAt(issues, '/frames')} language={language} />
      <Row gutter={[16, 16]}>
        {frames.map((frame, index) => (
          // A wide device gets a wide column so it is not drawn too small to read.
          <Col
            // biome-ignore lint/suspicious/noArrayIndexKey: a frame's id is edited in place; the index keeps the card (and its iframe) while it is typed.
            key={index}
            xs={24}
            lg={frame.device === 'phone' ? 8 : 12}
            xxl={frame.device === 'phone' ? 6 : frame.device === 'tablet' ? 8 : 12}
          >
            <MockupFrameCard
              frame={frame}
              menus={menus}
              documents={documents}
              language={language}
              issues={issuesAt(issues, `/frames/${index}`, true)}
              onChange={(change, what) => onChange(withFrame(mockup, index, change), `frames/${index}/${what}`)}
              onRemove={frames.length > 1 ? () => onChange(withFrameRemoved(mockup, index), 'frames') : undefined}
            />
          </Col>
        ))}
      </Row>
    </Space>
  )
}
