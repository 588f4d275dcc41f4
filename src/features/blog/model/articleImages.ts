type ImageSource = { featured_image: string | null; content: string };

/**
 * Every image an article shows, as absolute same-origin URLs: its featured image and the
 * `<img>` inside its content. Other origins are skipped: the app never fetches from the internet.
 */
export function articleImageUrls(article: ImageSource, origin: string): string[] {
  const template = document.createElement('template');
  // Parsed inertly: a template's content runs no scripts and loads no images.
  template.innerHTML = article.content;
  const sources = [article.featured_image, ...Array.from(template.content.querySelectorAll('img'), (img) => img.getAttribute('src'))];
  const urls = new Set<string>();
  for (const source of sources) {
    if (!source) continue;
    try {
      const url = new URL(source, origin);
      if (url.origin === origin && url.protocol.startsWith('http')) urls.add(url.href);
    } catch {
      // An unusable address is simply not saved.
    }
  }
  return [...urls];
}
