/** The build's version, used to drop persisted data written by an older build. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Origin of the API (default: same origin as the app). */
  readonly VITE_API_BASE?: string;
}
