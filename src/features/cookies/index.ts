export { CookieBanner } from './components/CookieBanner.tsx';
