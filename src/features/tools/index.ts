/** For the site search: the tools' entries and the words their titles need. */
export { toolSearchEntries } from './searchEntries.ts';
export { loadToolsCatalog } from './loadToolsCatalog.ts';
/** For the classroom: the tools a lesson plan or an assignment can point at. */
export { TOOLS, findTool, type ToolMeta } from './registry.ts';
