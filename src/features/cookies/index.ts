export { CookieBanner } from './components/CookieBanner.tsx';
export { useConsentPending } from './components/useConsentPending.ts';
