import type { Article } from '@/shared/api/contract.ts';
import { API_PATHS } from '@/shared/api/contract.ts';
import { apiUrl } from '@/shared/api/config.ts';
import { RUNTIME_CACHES } from '@/shared/offline/cacheNames.ts';
import { articleImageUrls } from './articleImages.ts';

export const canSaveForOffline = (): boolean => typeof window !== 'undefined' && 'caches' in window;

/**
 * "Save for offline reading": the article's images go into the images cache the service worker
 * serves from, and its API answer into the blog cache, beside the Query cache that already holds it.
 * Resolves with false when any image could not be stored.
 */
export async function saveArticleForOffline(article: Article): Promise<boolean> {
  const urls = articleImageUrls(article, window.location.origin);
  const images = await caches.open(RUNTIME_CACHES.blogImages);
  const stored = await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (!response.ok) return false;
        await images.put(url, response);
        return true;
      } catch {
        return false;
      }
    }),
  );
  try {
    const blogApi = await caches.open(RUNTIME_CACHES.blogApi);
    await blogApi.add(new Request(new URL(apiUrl(API_PATHS.blogPost(article.slug)), window.location.origin).href, { headers: { Accept: 'application/json' } }));
  } catch {
    // The persisted Query cache still holds the article; the images are what this button adds.
  }
  return stored.every(Boolean);
}

/** Whether every image of the article is already in the images cache. */
export async function isSavedForOffline(article: Article): Promise<boolean> {
  if (!canSaveForOffline()) return false;
  const urls = articleImageUrls(article, window.location.origin);
  if (!urls.length) return false;
  const images = await caches.open(RUNTIME_CACHES.blogImages);
  const found = await Promise.all(urls.map((url) => images.match(url)));
  return found.every(Boolean);
}
