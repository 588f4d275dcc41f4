/** Where article images are served from; `featured_image` and images inside content point here. */
export const BLOG_MEDIA_PREFIX = '/media/blog/';

export const blogMediaUrl = (fileName: string): string => `${BLOG_MEDIA_PREFIX}${fileName}`;

/** Each article's generated cover is named after its slug. */
export const coverFileName = (slug: string): string => `${slug}.svg`;
