/** Props of {@link DeviceFrame}. */
export interface DeviceFrameProps {
  /** The app route the iframe loads. */
  route: string
  /** The device's CSS size: the page lays itself out for this viewport. */
  width: number
  height: number
  /** How much smaller it is drawn. */
  scale: number
  title: string
  testId?: string
}

/**
 * A route in an iframe at a device's CSS size, drawn scaled down: the page sees the device's
 * viewport (its media queries and window size class apply), the builder shows it in a column.
 */
export function DeviceFrame({ route, width, height, scale, title, testId }: DeviceFrameProps) {
  return (
    <div
      data-testid={testId}
      data-route={route}
      data-scale={scale.toFixed(4)}
      style={{
        width: Math.round(width * scale),
        height: Math.round(height * scale),
        overflow: 'hidden',
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        background: '#fff',
        flex: 'none',
      }}
    >
      <iframe
        src={route}
        title={title}
        width={width}
        height={height}
        loading="lazy"
        style={{ border: 0, width, height, transform: `scale(${scale})`, transformOrigin: '0 0', display: 'block' }}
      />
    </div>
  )
}
