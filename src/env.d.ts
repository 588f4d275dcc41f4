/** The build's version, used to drop persisted data written by an older build. */
declare const __APP_VERSION__: string;
/** The year the app was built in (the footer of a page rendered at build time). */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** Origin of the API (default: same origin as the app). */
  readonly VITE_API_BASE?: string;
}
