/**
 * The id of the build this page runs, written in by the build-manifest plugin
 * (`build/buildManifest.ts`); `dev` under Vite's development server, where no build exists.
 */
export const BUILD_ID: string = import.meta.env.TAMGA_BUILD_ID ?? 'dev'
