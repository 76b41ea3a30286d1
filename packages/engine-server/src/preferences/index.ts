import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MenuItemIdSchema } from '@tamga/schema'
import Type from 'typebox'
import { requireAuth } from '../auth/requireAuth.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES } from '../http/errors.ts'
import { SIGNED_IN } from '../http/routeAudience.ts'
import { MAX_SAVED_TABS, writeSavedTabs } from './savedTabs.ts'

export { MAX_SAVED_TABS, readSavedTabs, SAVED_TABS_KEY, writeSavedTabs } from './savedTabs.ts'

/** Options of {@link preferencesPlugin}. */
export interface PreferencesPluginOptions {
  database: TamgaDatabase
}

/**
 * The signed-in caller's own preferences: `PUT /saved-tabs` keeps the menu entries open as tabs
 * (multi-tab mode), which `/get-permissions` answers as `saved_tabs` (spec 3.8).
 */
const preferencesRoutes: FastifyPluginAsyncTypebox<PreferencesPluginOptions> = async (app, { database }) => {
  app.put(
    '/saved-tabs',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags: ['permissions'],
        summary: 'Keeps the menu entries the caller has open as tabs (spec 3.8 saved_tabs)',
        description: `Replaces the caller's saved tabs; at most ${MAX_SAVED_TABS} menu item ids. Anonymous callers get 401.`,
        body: Type.Object(
          { tabs: Type.Array(MenuItemIdSchema, { maxItems: MAX_SAVED_TABS }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ status: Type.Literal(true), saved_tabs: Type.Array(Type.String()) }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async function putSavedTabs(request) {
      const auth = requireAuth(request)
      await writeSavedTabs(database.db, auth.userId, request.body.tabs)
      return { status: true as const, saved_tabs: request.body.tabs }
    },
  )
}

/** {@link preferencesRoutes} as the plugin `tamga-preferences`. */
export const preferencesPlugin = domainPlugin('preferences', { caller: true }, preferencesRoutes)
