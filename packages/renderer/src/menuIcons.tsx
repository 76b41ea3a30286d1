import {
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  ClusterOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileOutlined,
  FileTextOutlined,
  FlagOutlined,
  FundOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyOutlined,
  SettingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons'
import type { ReactNode } from 'react'

// The icons menu documents name, by antd's kebab-case names: the portal's shell draws them and
// the menu builder offers them. A name not listed here draws the plain file icon rather than
// pulling every icon of the set into the bundle.
const ICONS: Readonly<Record<string, ReactNode>> = {
  appstore: <AppstoreOutlined />,
  audit: <AuditOutlined />,
  book: <BookOutlined />,
  cluster: <ClusterOutlined />,
  database: <DatabaseOutlined />,
  environment: <EnvironmentOutlined />,
  'file-text': <FileTextOutlined />,
  flag: <FlagOutlined />,
  fund: <FundOutlined />,
  heart: <HeartOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  link: <LinkOutlined />,
  message: <MessageOutlined />,
  notification: <NotificationOutlined />,
  profile: <ProfileOutlined />,
  read: <ReadOutlined />,
  safety: <SafetyOutlined />,
  setting: <SettingOutlined />,
  tags: <TagsOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
}

/** The icon names a menu entry may give, in the order a picker offers them. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS)

/**
 * The icon drawn for a menu entry's `icon` name: its own, the plain file icon for an unknown
 * name, nothing for none.
 * @example menuIcon('home') // <HomeOutlined />
 */
export function menuIcon(name: string | undefined): ReactNode {
  if (name === undefined) return undefined
  return ICONS[name] ?? <FileOutlined />
}
