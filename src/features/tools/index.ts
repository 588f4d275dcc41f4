/** For the site search: the tools' entries and the words their titles need. */
export { toolSearchEntries } from './content/searchEntries.ts';
export { loadToolsCatalog } from './content/catalog.ts';
/** For the classroom: the tools a lesson plan or an assignment can point at. */
export { TOOLS, findTool } from './content/registry.ts';
