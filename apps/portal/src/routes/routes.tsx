import { SITE_ROUTES } from '@tamga/schema'
import type { RouteObject } from 'react-router'
import { DefaultLayout } from '../layouts/DefaultLayout.tsx'
import { PageSpinner } from '../shell/PageSpinner.tsx'
// Read where the app was loaded before any navigation moves it.
import './loadedAt.ts'
import { LazyModuleLayout } from './LazyModuleLayout.tsx'
import { RequireUser } from './RequireUser.tsx'
import { RouteErrorPage } from './RouteErrorPage.tsx'

/**
 * The route table of spec 2.2 with its layouts (2.1). Screens load as separate chunks, so the
 * public pages never download the admin shell and the shell never downloads a screen it does
 * not open. The public pages are the server's (issue 9): reached from the app, the browser
 * loads them from the server. The paths are @tamga/schema's SITE_ROUTES and APP_ROUTES, which
 * the server answers 404 outside of; routes.test.ts keeps this table equal to them.
 */
// The 'coming' and 404 pages carry antd's result illustrations: loaded only when shown.
const publicPage = async () => ({ Component: (await import('../pages/PublicSitePage.tsx')).PublicSitePage })
const formPage = async () => ({ Component: (await import('../pages/forms/FormPage.tsx')).FormPage })
const notFoundPage = async () => ({ Component: (await import('../pages/NotFoundPage.tsx')).NotFoundPage })

// Every page drawn with antd is inside this layout, which brings antd with it; the sign-in page
// is drawn without it and is not.
const themedAntd = async () => (await import('../shell/ThemedAntd.tsx')).themedAntdRoute()

export const ROUTES: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Shown while a lazy layout or page of the first route loads.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        lazy: async () => ({ Component: (await import('../layouts/AgentLayout.tsx')).AgentLayout }),
        children: [
          {
            path: '/auth/login',
            lazy: async () => ({ Component: (await import('../pages/auth/LoginPage.tsx')).LoginPage }),
          },
          {
            lazy: themedAntd,
            children: [
              {
                path: '/auth/forgot',
                lazy: async () => ({ Component: (await import('../pages/auth/ForgotPage.tsx')).ForgotPage }),
              },
              {
                path: '/auth/password-reset',
                lazy: async () => ({
                  Component: (await import('../pages/auth/PasswordResetPage.tsx')).PasswordResetPage,
                }),
              },
              {
                path: '/auth/register',
                lazy: async () => ({ Component: (await import('../pages/auth/RegisterPage.tsx')).RegisterPage }),
              },
            ],
          },
        ],
      },
      {
        lazy: themedAntd,
        children: [
          {
            lazy: async () => ({ Component: (await import('../layouts/WebLayout.tsx')).WebLayout }),
            children: SITE_ROUTES.map((path) => ({ path, lazy: publicPage })),
          },
          {
            path: '/admin',
            element: (
              <RequireUser>
                <LazyModuleLayout />
              </RequireUser>
            ),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('../pages/admin/AdminHome.tsx')).AdminHome }),
              },
              {
                path: 'change-password',
                lazy: async () => ({
                  Component: (await import('../pages/admin/ChangePasswordPage.tsx')).ChangePasswordPage,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({ Component: (await import('../pages/admin/ProfilePage.tsx')).ProfilePage }),
              },
              {
                path: 'p/:menu_id',
                lazy: async () => ({ Component: (await import('../pages/admin/KrudPage.tsx')).KrudPage }),
              },
              {
                path: 'users',
                lazy: async () => ({ Component: (await import('../pages/admin/UsersPage.tsx')).UsersPage }),
              },
              {
                path: 'platform',
                lazy: async () => ({ Component: (await import('../pages/admin/PlatformPage.tsx')).PlatformPage }),
              },
              {
                path: 'builder',
                lazy: async () => ({
                  Component: (await import('../pages/admin/builder/BuilderHomePage.tsx')).BuilderHomePage,
                }),
              },
              {
                path: 'builder/new-screen',
                lazy: async () => ({
                  Component: (await import('../pages/admin/builder/NewScreenPage.tsx')).NewScreenPage,
                }),
              },
              {
                path: 'builder/generate',
                lazy: async () => ({
                  Component: (await import('../pages/admin/builder/GeneratePage.tsx')).GeneratePage,
                }),
              },
              {
                path: 'builder/:kind',
                lazy: async () => ({
                  Component: (await import('../pages/admin/builder/BuilderListPage.tsx')).BuilderListPage,
                }),
              },
              {
                path: 'builder/:kind/:name',
                lazy: async () => ({
                  Component: (await import('../pages/admin/builder/BuilderEditPage.tsx')).BuilderEditPage,
                }),
              },
              {
                path: 'roles',
                lazy: async () => ({ Component: (await import('../pages/admin/RolesPage.tsx')).RolesPage }),
              },
              {
                path: 'my-applications',
                lazy: async () => ({
                  Component: (await import('../pages/admin/myApplications/MyApplicationsPage.tsx')).MyApplicationsPage,
                }),
              },
              {
                path: 'waiting',
                lazy: async () => ({ Component: (await import('../pages/admin/waiting/WaitingPage.tsx')).WaitingPage }),
              },
            ],
          },
          {
            path: '/select-role',
            element: (
              <RequireUser>
                <DefaultLayout />
              </RequireUser>
            ),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('../pages/SelectRolePage.tsx')).SelectRolePage }),
              },
            ],
          },
          // /form has no layout (spec 2.2).
          { path: '/form', lazy: formPage },
          {
            path: '/form/:schema_id/:id',
            lazy: async () => ({ Component: (await import('../layouts/FormLayout.tsx')).FormLayout }),
            children: [{ index: true, lazy: formPage }],
          },
          { element: <DefaultLayout />, children: [{ path: '*', lazy: notFoundPage }] },
        ],
      },
    ],
  },
]
