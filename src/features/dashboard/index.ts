/** What the dashboard shell (app/layouts) reads: the role-filtered side menu. */
export { navItemsFor, isNavItemActive, type NavItem, type NavBadge } from './model/nav.ts';
/** The dashboard's catalogue (its pages' and the help topics' words). */
export { loadDashboardCatalog } from './content/catalog.ts';
/** A page for some roles only explains itself to the others. */
export { RoleGate } from './components/RoleGate.tsx';
