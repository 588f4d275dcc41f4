import type { Article, ArticleSummary } from '@/shared/api/contract.ts';
import { addSources, loadSourceIndex, sourceDocs, type SourceIndex } from '../model/search/sourceIndex.ts';
import { blogPassage } from './blogPassages.ts';
import { rememberBlogPassages } from './sourcePassages.ts';

let loading: Promise<SourceIndex> | undefined;

/** The index built with the app (its own precached chunk), loaded once per page life; a failed load is tried again next time. */
export function loadAssistantIndex(): Promise<SourceIndex> {
  loading ??= import('virtual:etkibot-index').then(
    (module) => loadSourceIndex(module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Blog posts in this device's cache join the index; a post read since it was listed replaces its excerpt-only entry. */
export function addBlogPosts(index: SourceIndex, posts: readonly (ArticleSummary | Article)[]): void {
  const passages = posts.map(blogPassage);
  rememberBlogPassages(passages);
  addSources(index, sourceDocs(passages));
}
