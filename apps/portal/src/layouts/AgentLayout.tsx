import { localizedText } from '@tamga/schema'
import { Card } from 'antd'
import { Link, Outlet, useLocation } from 'react-router'
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx'
import { useApp } from '../stores/app.ts'

/** The auth pages' layout (spec 2.1 "agent"): one card on the project's background picture. */
export function AgentLayout() {
  const language = useApp((state) => state.language)
  const config = useApp((state) => state.config)
  // The registration wizard's five steps need more room than a sign-in form.
  const wide = useLocation().pathname === '/auth/register'
  const background = config?.bg === undefined ? undefined : { backgroundImage: `url(${JSON.stringify(config.bg)})` }
  return (
    <main className="agent-layout" style={background}>
      <div className="agent-language">
        <LanguageSwitch />
      </div>
      <Card className={wide ? 'agent-card wide' : 'agent-card'}>
        <Link to="/" className="agent-brand">
          {config?.logo !== undefined && <img src={config.logo} alt="" className="agent-logo" />}
          <span>{localizedText(config?.title, language)}</span>
        </Link>
        <Outlet />
      </Card>
    </main>
  )
}
