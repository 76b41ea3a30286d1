import {
  AppstoreOutlined,
  AreaChartOutlined,
  BarChartOutlined,
  BookOutlined,
  DashboardOutlined,
  DotChartOutlined,
  FileTextOutlined,
  FundOutlined,
  FunnelPlotOutlined,
  LineChartOutlined,
  MessageOutlined,
  NotificationOutlined,
  NumberOutlined,
  PieChartOutlined,
  RadarChartOutlined,
  ReadOutlined,
  RiseOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons'
import type { ChartType } from '@tamga/schema'
import type { ReactNode } from 'react'
import { iconKey } from '../form/iconKey.ts'

// The icons a chart element may name, by antd's kebab-case names; a name not listed draws the
// chart type's own icon rather than pulling every icon of the set into the bundle.
const ICONS: Readonly<Record<string, ReactNode>> = {
  appstore: <AppstoreOutlined />,
  'area-chart': <AreaChartOutlined />,
  'bar-chart': <BarChartOutlined />,
  book: <BookOutlined />,
  dashboard: <DashboardOutlined />,
  'dot-chart': <DotChartOutlined />,
  'file-text': <FileTextOutlined />,
  fund: <FundOutlined />,
  'funnel-plot': <FunnelPlotOutlined />,
  'line-chart': <LineChartOutlined />,
  message: <MessageOutlined />,
  notification: <NotificationOutlined />,
  number: <NumberOutlined />,
  'pie-chart': <PieChartOutlined />,
  'radar-chart': <RadarChartOutlined />,
  read: <ReadOutlined />,
  rise: <RiseOutlined />,
  table: <TableOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
}

/** The icon names a chart element may give, in the order a picker offers them. */
export const CHART_ICON_NAMES: readonly string[] = Object.keys(ICONS)

const TYPE_ICONS: Readonly<Record<ChartType, string>> = {
  bar: 'bar-chart',
  'horizontal-bar': 'bar-chart',
  line: 'line-chart',
  area: 'area-chart',
  pie: 'pie-chart',
  donut: 'pie-chart',
  radar: 'radar-chart',
  scatter: 'dot-chart',
  funnel: 'funnel-plot',
  gauge: 'dashboard',
  number: 'number',
  table: 'table',
}

/** The icon a chart element names (`user`, `UserOutlined`, `user-outlined` alike), else its chart type's. */
export function chartIcon(name: string | undefined, type: ChartType): ReactNode {
  return (name === undefined ? undefined : ICONS[iconKey(name)]) ?? ICONS[TYPE_ICONS[type]]
}
