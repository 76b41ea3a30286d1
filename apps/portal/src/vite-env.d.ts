// The variables Vite writes into the client at build time, beside its own.
interface ImportMetaEnv {
  /** The build's id (spec 7), set by the build-manifest plugin. */
  readonly TAMGA_BUILD_ID?: string
  /** A passphrase that turns on AES-GCM encryption of browser storage (see settings/browserStorage.ts). */
  readonly VITE_STORAGE_SECRET?: string
}
