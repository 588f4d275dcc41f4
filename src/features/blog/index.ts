/** For the site search: the blog posts already in this device's cache. */
export { blogSearchEntries } from './content/searchEntries.ts';
/** For the assistant: the posts this device has read or listed (full text where read), to answer from offline. */
export { cachedArticles } from './api.ts';
