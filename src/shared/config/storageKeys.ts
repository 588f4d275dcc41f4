/**
 * Every key the app writes to the browser's localStorage or sessionStorage. Writers take their key
 * from here and the Cookie Policy lists these same names, so a new key cannot be written without
 * the policy having to describe it (its description map is typed over this registry).
 */
export const STORAGE_KEYS = {
  consent: 'cookie-consent',
  consentDate: 'cookie-consent-date',
  session: 'auth-storage',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  tokenExpiry: 'token_expiry',
  tabletKey: 'etkilab-tablet-key',
  iosInstallHint: 'ios-install-hint-dismissed',
  installOffer: 'install-offer-dismissed',
  loginMethod: 'login-method',
  registerDraft: 'etkilab-register-draft',
  contactDraft: 'etkilab-contact-draft',
  sidebarCollapsed: 'sidebar-collapsed',
  blogReactions: 'blog-reactions',
  stopwatch: 'etkilab-tool-stopwatch',
  multiplicationMisses: 'etkilab-tool-multiplication-misses',
  solarOvenChecklist: 'etkilab:tools:solar-oven:materials',
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;
export type StorageKey = (typeof STORAGE_KEYS)[StorageKeyName];
