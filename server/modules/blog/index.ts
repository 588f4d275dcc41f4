/**
 * What other code may use of the blog: serving its media files (`blogMedia`, `BLOG_MEDIA_DIR`),
 * where an article's images live (`blogMediaUrl`, `coverFileName`), and the text helpers the seed
 * stores with each post (`foldForSearch`, `htmlToText`, `readingMinutes`). The like and bookmark body
 * schemas are here for the request contract check (server/contract/).
 */

export { BLOG_MEDIA_DIR, blogMedia } from './mediaFiles.ts';
export { blogMediaUrl, coverFileName } from './mediaPath.ts';
export { bookmarkSchema, likeSchema } from './reactions.ts';
export { foldForSearch, htmlToText, readingMinutes } from './text.ts';
