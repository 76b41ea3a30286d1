import { localizedText } from '@tamga/schema'
import { Link, Outlet, useLocation } from 'react-router'
import { PlainLanguageMenu } from '../shell/PlainLanguageMenu.tsx'
import { useApp } from '../stores/app.ts'

/**
 * The auth pages' layout (spec 2.1 "agent"): one card on the project's background picture.
 * Drawn without antd, like the sign-in page in it: the pages that use antd (registration,
 * password reset) bring it with them.
 */
export function AgentLayout() {
  const language = useApp((state) => state.language)
  const config = useApp((state) => state.config)
  // The registration wizard's five steps need more room than a sign-in form.
  const wide = useLocation().pathname === '/auth/register'
  const background = config?.bg === undefined ? undefined : { backgroundImage: `url(${JSON.stringify(config.bg)})` }
  return (
    <main className="agent-layout" style={background}>
      <div className="agent-language">
        <PlainLanguageMenu />
      </div>
      <div className={wide ? 'agent-card wide' : 'agent-card'}>
        <Link to="/" className="agent-brand">
          {config?.logo !== undefined && <img src={config.logo} alt="" className="agent-logo" />}
          <span>{localizedText(config?.title, language)}</span>
        </Link>
        <Outlet />
      </div>
    </main>
  )
}
