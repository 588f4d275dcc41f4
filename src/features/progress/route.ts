import type { ProgressPage, ProgressPageName } from './content/pages.ts';

/*
 * Route options ship in the landing page's entry, so the progress routes share these small pieces:
 * the head builders and their texts arrive with the loader, on demand.
 */

export const progressPage = (name: ProgressPageName): Promise<ProgressPage> => import('./content/pages.ts').then((pages) => pages.progressPage(name));

/**
 * What the progress screens read of their address: `class`, `student`, the map's `grade` and the
 * schedule's `week` (its Monday). The routes parse it with the classroom's parser (one parser in the
 * landing page's entry, not two), where the week is the classroom's `date`.
 */
export type ProgressSearch = { class?: number; student?: number; week?: string; grade?: number };
