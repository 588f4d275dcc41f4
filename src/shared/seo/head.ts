import { siteConfig } from '../config/site.ts';
import { robotsFor } from './robots.ts';

export type PageMeta = {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The canonical path, e.g. "/about". */
  path: string;
  /** A share image path under /og/, where the page has one. */
  image?: string;
  /** Force noindex (e.g. the 404 page) even on an otherwise public path. */
  noindex?: boolean;
};

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };
type LinkTag = { rel: string; href: string };

const DEFAULT_SHARE_IMAGE = '/og/etkilab-paylasim.png';

/** The head tags of one page: title, description, robots, canonical, Open Graph, Twitter. */
export function pageHead(page: PageMeta): { meta: MetaTag[]; links: LinkTag[] } {
  const title = page.title.includes(siteConfig.name) ? page.title : `${page.title} | ${siteConfig.name}`;
  const url = `${siteConfig.origin}${page.path}`;
  const robots = page.noindex ? 'noindex, nofollow' : robotsFor(page.path);
  const image = `${siteConfig.origin}${page.image ?? DEFAULT_SHARE_IMAGE}`;
  const meta: MetaTag[] = [
    { title },
    { name: 'description', content: page.description },
    { name: 'robots', content: robots },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'tr_TR' },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
  ];
  if (page.keywords?.length) meta.push({ name: 'keywords', content: page.keywords.join(', ') });
  return { meta, links: [{ rel: 'canonical', href: url }] };
}

/** The head tags of one page, as pageHead builds them. */
export type PageHead = ReturnType<typeof pageHead>;

/**
 * A route's `head` when its loader built the tags: route options ship in the landing page's entry, so the
 * builders and their words come with the loader, on demand. The router calls `head` once the loader is done.
 */
export const headFromLoader = ({ loaderData }: { loaderData?: { head: PageHead } }) => loaderData?.head ?? {};
