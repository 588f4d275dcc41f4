/**
 * Content packs (offline content downloaded on purpose). Everything here is loaded on demand: what this file
 * imports statically may land in the landing page's entry script, which has no room to spare.
 */
import { lazy } from 'react';
import type { Role } from '@/shared/api/contract.ts';
import type { Taught } from './model/autoDownload.ts';

/** Profil ve Ayarlar' "Çevrimdışı içerik" section; render it inside a Suspense. */
export const OfflineContentSection = lazy(() => import('./components/OfflineContentSection.tsx').then((module) => ({ default: module.OfflineContentSection })));

/** The page's download engine: `want()` marks packs or single items and downloads them; `sync()` resumes what wanted packs miss. */
export const loadPackManager = () => import('./model/packManager.ts').then((module) => module.packManager());

/** Where content would not load because its pack is not on this device: names the pack and downloads it (now or when online). Render it inside a Suspense. */
export const PackNeeded = lazy(() => import('./components/PackNeeded.tsx').then((module) => ({ default: module.PackNeeded })));

/**
 * A signed-in student's or teacher's packs, downloaded without asking as soon as they are on a connection
 * (model/autoDownload.ts); for every role, what wanted packs miss is fetched again.
 */
export const downloadPacksForUser = (role: Role, loadTaught: () => Promise<Taught>) =>
  import('./model/autoDownload.ts').then((module) => module.downloadPacksForUser(role, loadTaught));

/** A class page's "Bu sınıf için çevrimdışı indir": the class grade's packs and what its lessons and homework open. Render it inside a Suspense. */
export const ClassOfflineButton = lazy(() => import('./components/ClassOfflineButton.tsx').then((module) => ({ default: module.ClassOfflineButton })));
