import DOMPurify from 'dompurify';
import { siteConfig } from '@/shared/config/site.ts';

const purifier = DOMPurify();

// Links leaving the site (its public address, the same in the browser and in the build's rendered
// pages) open in a new tab without handing it our window; images load lazily.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(siteConfig.origin)) {
      node.setAttribute('target', '_blank');
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a rel attribute value, not text
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  }
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

const CONFIG = {
  USE_PROFILES: { html: true },
  // Frames, forms and embedded objects have no place in an article; inline styles would fight the theme.
  FORBID_TAGS: ['iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'style', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

/**
 * The article's HTML with its formatting (headings, lists, emphasis, quotes, figures, links) but
 * without scripts, event handlers, javascript: URLs or frames (docs/behaviour.md#routes-and-guards renders it "as-is";
 * the server is trusted less than that).
 */
export function sanitizeArticleHtml(html: string): string {
  return purifier.sanitize(html, CONFIG);
}
