/** For the site search: the blog posts already in this device's cache. */
export { blogSearchEntries } from './searchEntries.ts';
