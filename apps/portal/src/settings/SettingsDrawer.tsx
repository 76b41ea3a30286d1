import { CheckOutlined, ReloadOutlined } from '@ant-design/icons'
import { type DisplaySettings, MENU_LAYOUTS, type MenuLayout, PRIMARY_COLOR_PALETTE } from '@tamga/schema'
import { App, Button, Segmented, Switch, Tooltip } from 'antd'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { settings } from '../i18n/catalogues/settings.ts'
import { ShellDrawer } from '../shell/ShellDrawer.tsx'
import { useDisplaySettings } from './displaySettings.ts'
import { LayoutPicture } from './LayoutPicture.tsx'
import { colorShades, paletteColorOf, paletteLabelKey } from './themeColor.ts'
import './SettingsDrawer.css'

const LAYOUT_LABEL_KEYS: Record<MenuLayout, keyof typeof settings> = {
  sidebar: 'layoutSidebar',
  top: 'layoutTop',
  'two-level': 'layoutTwoLevel',
  slim: 'layoutSlim',
}

type SwitchSetting = 'darkMode' | 'multiTab' | 'fixedHeader' | 'fixSiderbar' | 'autoHideHeader' | 'weak' | 'gray'

const SWITCH_TEST_IDS: Record<SwitchSetting, string> = {
  darkMode: 'settings-dark-mode',
  multiTab: 'settings-multi-tab',
  fixedHeader: 'settings-fixed-header',
  fixSiderbar: 'settings-fixed-sider',
  autoHideHeader: 'settings-auto-hide-header',
  weak: 'settings-weak',
  gray: 'settings-gray',
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h3 id={id} className="settings-section-title">
        {title}
      </h3>
      {children}
    </section>
  )
}

function Row({ label, hint, children }: { label: string; hint?: string | undefined; children: ReactNode }) {
  return (
    <div className="settings-row">
      <div className="settings-row-line">
        <span>{label}</span>
        {children}
      </div>
      {hint !== undefined && <div className="settings-hint">{hint}</div>}
    </div>
  )
}

/**
 * The settings drawer of the admin shell (spec 2.5, 3.12): menu layout, theme colour with its
 * lighter and darker shades (spec 9), dark mode, menu theme, multi-tab mode, fixed header and
 * side menu, auto-hiding header, content width, weak and grey modes, and a reset. Every change
 * goes straight to the display settings store, which the shell reads and browser storage keeps.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings')
  const { message } = App.useApp()
  const settings = useDisplaySettings((state) => state.settings)
  const update = useDisplaySettings((state) => state.update)
  const reset = useDisplaySettings((state) => state.reset)

  const toggle = (key: SwitchSetting, hint?: string, disabled = false) => (
    <Row label={t(key)} hint={hint}>
      <Switch
        checked={settings[key]}
        disabled={disabled}
        onChange={(checked) => update({ [key]: checked } satisfies Partial<DisplaySettings>)}
        aria-label={t(key)}
        data-testid={SWITCH_TEST_IDS[key]}
      />
    </Row>
  )

  const chosenPalette = paletteColorOf(settings.color)
  const shades = colorShades(settings.color)
  const sidebarLayout = settings.layout === 'sidebar'

  return (
    <ShellDrawer
      open={open}
      onClose={onClose}
      title={t('drawerTitle')}
      size={340}
      data-testid="settings-drawer"
      className="settings-drawer"
    >
      <Section title={t('sectionLayout')}>
        <div className="settings-layouts">
          {MENU_LAYOUTS.map((layout) => {
            const selected = settings.layout === layout
            return (
              <Tooltip key={layout} title={t(LAYOUT_LABEL_KEYS[layout])}>
                <button
                  type="button"
                  className={selected ? 'settings-layout selected' : 'settings-layout'}
                  aria-label={t(LAYOUT_LABEL_KEYS[layout])}
                  aria-pressed={selected}
                  data-testid={`settings-layout-${layout}`}
                  onClick={() => update({ layout })}
                >
                  <LayoutPicture layout={layout} />
                  {selected && <CheckOutlined className="settings-check" />}
                </button>
              </Tooltip>
            )
          })}
        </div>
        {settings.device === 'mobile' && <div className="settings-hint">{t('layoutMobileHint')}</div>}
      </Section>

      <Section title={t('sectionColor')}>
        <div className="settings-colors">
          {PRIMARY_COLOR_PALETTE.map(({ name, color }) => {
            const selected = chosenPalette?.name === name
            return (
              <Tooltip key={name} title={t(paletteLabelKey(name))}>
                <button
                  type="button"
                  className={selected ? 'settings-color selected' : 'settings-color'}
                  style={{ background: color }}
                  aria-label={t(paletteLabelKey(name))}
                  aria-pressed={selected}
                  data-testid={`settings-color-${name}`}
                  onClick={() => update({ color })}
                >
                  {selected && <CheckOutlined />}
                </button>
              </Tooltip>
            )
          })}
        </div>
        {shades.length > 0 && (
          <div className="settings-shades-block">
            <div className="settings-hint">
              {t('colorVariants')}:{' '}
              {chosenPalette === undefined ? t('colorCustom') : t(paletteLabelKey(chosenPalette.name))}
            </div>
            <div className="settings-shades" data-testid="settings-color-variants">
              {shades.map(({ shade, color }) => (
                <Tooltip key={shade} title={`${t(shade === 'chosen' ? 'chosenColor' : shade)} · ${color}`}>
                  <span
                    className={shade === 'chosen' ? 'settings-shade chosen' : 'settings-shade'}
                    style={{ background: color }}
                    role="img"
                    aria-label={`${t(shade === 'chosen' ? 'chosenColor' : shade)} ${color}`}
                    data-testid={`settings-color-shade-${shade}`}
                    data-color={color}
                  />
                </Tooltip>
              ))}
            </div>
          </div>
        )}
      </Section>

      <Section title={t('sectionTheme')}>
        {toggle('darkMode')}
        <Row label={t('navTheme')} hint={settings.darkMode ? t('navThemeForced') : undefined}>
          <Segmented<DisplaySettings['theme']>
            size="small"
            value={settings.theme}
            disabled={settings.darkMode}
            onChange={(theme) => update({ theme })}
            options={[
              { value: 'light', label: t('navLight') },
              { value: 'dark', label: t('navDark') },
            ]}
            aria-label={t('navTheme')}
            data-testid="settings-nav-theme"
          />
        </Row>
      </Section>

      <Section title={t('sectionPage')}>
        {toggle('multiTab')}
        {toggle('fixedHeader')}
        {toggle('fixSiderbar', undefined, settings.layout === 'top')}
        {toggle('autoHideHeader')}
        <Row label={t('contentWidth')} hint={sidebarLayout ? t('contentWidthForced') : undefined}>
          <Segmented<DisplaySettings['contentWidth']>
            size="small"
            value={settings.contentWidth}
            disabled={sidebarLayout}
            onChange={(contentWidth) => update({ contentWidth })}
            options={[
              { value: 'fluid', label: t('contentFluid') },
              { value: 'fixed', label: t('contentFixed') },
            ]}
            aria-label={t('contentWidth')}
            data-testid="settings-content-width"
          />
        </Row>
      </Section>

      <Section title={t('sectionAccessibility')}>
        {toggle('weak')}
        {toggle('gray')}
      </Section>

      <Button
        block
        icon={<ReloadOutlined />}
        data-testid="settings-reset"
        onClick={() => {
          reset()
          void message.success(t('resetDone'))
        }}
      >
        {t('reset')}
      </Button>
      <div className="settings-hint settings-stored">{t('storedHint')}</div>
    </ShellDrawer>
  )
}
