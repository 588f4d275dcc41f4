/** What the dashboard shell (app/layouts) reads: the role-filtered side menu. */
export { NAV_ITEMS, navItemsFor, isNavItemActive, type NavItem, type NavBadge } from './model/nav.ts';
