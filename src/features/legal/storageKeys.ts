/**
 * The browser-storage keys the app really writes, as the Cookie Policy lists
 * them. A feature may not import another feature's internals, so the names are
 * repeated here; `storageKeys.test.ts` fails when a name the code uses is
 * missing from this list.
 */
export const LOCAL_STORAGE_KEYS = {
  consent: 'cookie-consent',
  consentDate: 'cookie-consent-date',
  session: 'auth-storage',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  tokenExpiry: 'token_expiry',
  iosInstallHint: 'ios-install-hint-dismissed',
  loginMethod: 'login-method',
  registerDraft: 'etkilab-register-draft',
  contactDraft: 'etkilab-contact-draft',
  sidebarCollapsed: 'sidebar-collapsed',
  blogReactions: 'blog-reactions',
  stopwatch: 'etkilab-tool-stopwatch',
  multiplicationMisses: 'etkilab-tool-multiplication-misses',
} as const;
