/**
 * Content packs (offline content downloaded on purpose). Everything here is loaded on demand: what this file
 * imports statically may land in the landing page's entry script, which has no room to spare.
 */
import { lazy } from 'react';

/** Profil ve Ayarlar' "Çevrimdışı içerik" section; render it inside a Suspense. */
export const OfflineContentSection = lazy(() => import('./components/OfflineContentSection.tsx').then((module) => ({ default: module.OfflineContentSection })));

/**
 * The page's download engine: `sync()` at start-up resumes what wanted packs miss; `want()` marks packs and
 * downloads them.
 * @public
 */
export const loadPackManager = () => import('./model/packManager.ts').then((module) => module.packManager());

/**
 * `packTitle(pack)`: "Fen 5", "Blok düzenleyici"… for a notice naming the pack an item is in.
 * @public
 */
export const loadPackTitle = () => import('./content/packTitles.ts').then((module) => module.packTitle);
