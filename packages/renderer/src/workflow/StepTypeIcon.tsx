// The icon of each step type (spec 4.1: "each type has its own colour badge and icon"), by the
// antd icon name STEP_TYPE_APPEARANCE gives it.
import { STEP_TYPE_APPEARANCE, type StepType } from '@tamga/schema'
import type { ComponentType, CSSProperties, ReactNode } from 'react'
import * as stepIcons from './stepIcons.ts'

/** The icon components by the names STEP_TYPE_APPEARANCE uses. */
export const STEP_ICON_COMPONENTS: Readonly<Record<string, ComponentType<{ style?: CSSProperties }>>> = stepIcons

/** Props of {@link StepTypeIcon}. */
export interface StepTypeIconProps {
  type: StepType
  /** The badge's diameter in pixels. @default 32 */
  size?: number
}

/** A step type's icon, white on a round badge of the type's colour. */
export function StepTypeIcon({ type, size = 32 }: StepTypeIconProps): ReactNode {
  const appearance = STEP_TYPE_APPEARANCE[type]
  const Icon = STEP_ICON_COMPONENTS[appearance.icon] ?? stepIcons.FlagOutlined
  return (
    <span
      className="tamga-step-icon"
      data-step-type={type}
      style={{ width: size, height: size, backgroundColor: appearance.color, fontSize: Math.round(size * 0.5) }}
    >
      <Icon />
    </span>
  )
}
