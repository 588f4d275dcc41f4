import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@/shared/api/contract.ts';

/** docs/behaviour.md#routes-and-guards badges: a green pulsing dot, the orange pulsing text YENİ, or any other text in blue. */
export type NavBadge = { kind: 'dot' } | { kind: 'new' } | { kind: 'text'; text: MessageDescriptor };

/** docs/behaviour.md#data-kept-on-the-device navigation item. */
export type NavItem = {
  id: string;
  label: MessageDescriptor;
  icon: string;
  path: string;
  roles: readonly Role[];
  badge?: NavBadge;
  /** Opens the demo-notice dialog instead of navigating. */
  isDemoFeature?: boolean;
};

const ALL: readonly Role[] = ['student', 'teacher', 'parent', 'administrator'];

/** docs/behaviour.md#routes-and-guards side menu with its allowed roles, in order, plus Settings for all four roles. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', label: msg`Anasayfa`, icon: '🏠', path: '/dashboard', roles: ALL },
  // The classroom (issue: class management and homework tracking, docs/behaviour.md#what-the-product-offers): who teaches sees classes and assignments, who learns their homework.
  // A student also sees their classes (issue 44): where they join one by code and look at those they are in.
  { id: 'classes', label: msg`Sınıflarım`, icon: '🏫', path: '/classes', roles: ['teacher', 'administrator', 'student'] },
  { id: 'assignments', label: msg`Ödevler`, icon: '📝', path: '/assignments', roles: ['teacher', 'administrator'] },
  { id: 'homeworks', label: msg`Ödevlerim`, icon: '📚', path: '/homeworks', roles: ['student'] },
  { id: 'child-homeworks', label: msg`Çocuğumun Ödevleri`, icon: '📚', path: '/homeworks', roles: ['parent'] },
  // Progress (issue 16): a child's own map, the parent's view of it, the teacher's class picture; everyone's week.
  { id: 'student-progress', label: msg`Öğrenci Gelişimi`, icon: '📈', path: '/student-progress', roles: ['teacher', 'administrator'] },
  { id: 'progress-map', label: msg`İlerleme Haritam`, icon: '🗺️', path: '/progress-map', roles: ['student'] },
  { id: 'child-progress-map', label: msg`Çocuğumun Gelişimi`, icon: '🗺️', path: '/progress-map', roles: ['parent'] },
  // Announcements (issue 18): everyone reads theirs; teachers and the administrator also write them there.
  { id: 'communications', label: msg`Duyurular`, icon: '📣', path: '/communications', roles: ALL },
  // The school's own screens (issue 18): the administrator runs the school's teachers and reads its figures.
  { id: 'manage-teachers', label: msg`Öğretmenler`, icon: '👩‍🏫', path: '/manage-teachers', roles: ['administrator'] },
  { id: 'school-analytics', label: msg`Okul Analitiği`, icon: '📊', path: '/school-analytics', roles: ['administrator'] },
  // The school's own days off (issue 44): snow days and local holidays that streaks and attendance skip.
  { id: 'school-calendar', label: msg`Okul takvimi`, icon: '📅', path: '/dashboard/school-calendar', roles: ['administrator'] },
  { id: 'schedule', label: msg`Ders Programı`, icon: '🗓️', path: '/schedule', roles: ALL },
  {
    id: 'features-summary',
    label: msg`Platform Özellikleri`,
    icon: '✨',
    path: '/dashboard/features-summary',
    roles: ['teacher', 'parent', 'administrator'],
  },
  { id: 'experiment-kits', label: msg`Deney Setleri`, icon: '🧪', path: '/dashboard/experiment-kits', roles: ALL },
  { id: 'tools', label: msg`Ek Araçlar`, icon: '🧰', path: '/dashboard/tools', roles: ALL },
  { id: 'etkibot', label: msg`EtkiBot Asistan`, icon: '🤖', path: '/dashboard/etkibot', roles: ALL, badge: { kind: 'dot' } },
  {
    id: 'shipping',
    label: msg`Kargo Takibi`,
    icon: '📦',
    path: '/dashboard/shipping',
    roles: ['teacher', 'administrator'],
  },
  { id: 'forest', label: msg`Orman Farkındalığı`, icon: '🌳', path: '/forest', roles: ALL, badge: { kind: 'new' } },
  { id: 'settings', label: msg`Ayarlar`, icon: '⚙️', path: '/settings', roles: ALL },
];

/** The items a role may see, in menu order. An unknown role sees only what every role sees. */
export function navItemsFor(role: string | undefined, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  const known = ALL.some((candidate) => candidate === role);
  return items.filter((item) => (known ? item.roles.some((allowed) => allowed === role) : item.roles.length === ALL.length));
}

/** docs/behaviour.md#routes-and-guards: /dashboard is active on /dashboard or /; other items by path prefix. */
export function isNavItemActive(pathname: string, itemPath: string): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (itemPath === '/dashboard') return current === '/dashboard' || current === '/';
  return current === itemPath || current.startsWith(`${itemPath}/`);
}
