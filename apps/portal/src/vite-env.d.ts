// The variables Vite writes into the client at build time, beside its own.
interface ImportMetaEnv {
  /** The build's id (spec 7), set by the build-manifest plugin. */
  readonly TAMGA_BUILD_ID?: string
}
