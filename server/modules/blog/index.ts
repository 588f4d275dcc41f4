/**
 * What other code may use of the blog: serving its media files (`blogMedia`, `BLOG_MEDIA_DIR`),
 * where an article's images live (`blogMediaUrl`, `coverFileName`), and the text helpers the seed
 * stores with each post (`foldForSearch`, `htmlToText`, `readingMinutes`).
 */

export { BLOG_MEDIA_DIR, blogMedia } from './mediaFiles.ts';
export { blogMediaUrl, coverFileName } from './mediaPath.ts';
export { foldForSearch, htmlToText, readingMinutes } from './text.ts';
