import { MOCKUP_DEVICE_SIZES, MOCKUP_DEVICES, type MockupDevice } from '@tamga/schema'
import { Typography } from 'antd'
import { DeviceFrame } from './DeviceFrame.tsx'
import { sideBySideScales } from './mockupFrames.ts'
import { useElementWidth } from './useElementWidth.ts'

/** Props of {@link MockupPreview}. */
export interface MockupPreviewProps {
  /** The app route to show, e.g. `/news` or `/admin/p/applications`. */
  route: string
  /** The devices to show it on, in this order. @default all four (phone, tablet, computer, big-computer) */
  devices?: readonly MockupDevice[]
}

const GAP = 16

/**
 * One route on several devices side by side, each at its CSS size in its natural orientation,
 * drawn at one common height so their proportions compare. Any screen can offer it as a quick
 * "how does this look on a phone" check, without a mock-up document.
 *
 * @example <MockupPreview route="/admin/p/news" devices={['phone', 'computer']} />
 */
export function MockupPreview({ route, devices = MOCKUP_DEVICES }: MockupPreviewProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>(1200)
  const sizes = devices.map((device) => MOCKUP_DEVICE_SIZES[device])
  const scales = sideBySideScales(sizes, width, GAP)
  return (
    <div
      ref={ref}
      data-testid="mockup-preview"
      style={{ display: 'flex', gap: GAP, alignItems: 'flex-start', width: '100%' }}
    >
      {devices.map((device, index) => {
        const size = sizes[index] ?? MOCKUP_DEVICE_SIZES[device]
        return (
          <div key={device} data-testid={`mockup-preview-${device}`}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {device} · {size.width}×{size.height}
            </Typography.Text>
            <DeviceFrame
              route={route}
              width={size.width}
              height={size.height}
              scale={scales[index] ?? 1}
              title={`${route} (${device})`}
            />
          </div>
        )
      })}
    </div>
  )
}
