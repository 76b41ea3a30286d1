import {
  CalendarOutlined,
  EditOutlined,
  EnvironmentOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  LockOutlined,
  MailOutlined,
  NumberOutlined,
  PhoneOutlined,
  SearchOutlined,
  TagOutlined,
  UserOutlined,
} from '@ant-design/icons'
import { Input } from 'antd'
import type { ReactNode } from 'react'
import { iconKey } from '../iconKey.ts'
import { textInputProps } from './TextWidget.tsx'
import type { RecordWidgetProps } from './widgetProps.ts'

// The icons a form names, by antd's kebab-case names; an unknown name draws the pencil rather
// than pulling every icon of the set into the bundle.
const ICONS: Readonly<Record<string, ReactNode>> = {
  calendar: <CalendarOutlined />,
  environment: <EnvironmentOutlined />,
  global: <GlobalOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  link: <LinkOutlined />,
  lock: <LockOutlined />,
  mail: <MailOutlined />,
  number: <NumberOutlined />,
  phone: <PhoneOutlined />,
  search: <SearchOutlined />,
  tag: <TagOutlined />,
  user: <UserOutlined />,
}

/** The icon names an `inputWithIcon` field may give, in the order a picker offers them. */
export const FIELD_ICON_NAMES: readonly string[] = Object.keys(ICONS)

/** The icon a field names: `user`, `UserOutlined` and `user-outlined` alike. */
export function fieldIcon(name: string | undefined): ReactNode {
  return (name === undefined ? undefined : ICONS[iconKey(name)]) ?? <EditOutlined />
}

/** A one-line text with the field's icon before it (spec 2.7's inputWithIcon). */
export function InputWithIconWidget(props: RecordWidgetProps) {
  return <Input {...textInputProps(props)} prefix={fieldIcon(props.field.settings.icon)} />
}
