import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavItemActive, navItemsFor } from './nav.ts';

const ids = (role: string | undefined) => navItemsFor(role).map((item) => item.id);

describe('navItemsFor', () => {
  it('gives students their classes but no platform features and no shipping', () => {
    expect(ids('student')).toEqual([
      'home',
      'classes',
      'homeworks',
      'progress-map',
      'communications',
      'schedule',
      'experiment-kits',
      'tools',
      'etkibot',
      'forest',
      'settings',
    ]);
  });

  it('gives teachers the classroom, and administrators the classroom and the school’s own screens', () => {
    const classroom = [
      'home',
      'classes',
      'assignments',
      'student-progress',
      'communications',
      'schedule',
      'features-summary',
      'experiment-kits',
      'tools',
      'etkibot',
      'shipping',
      'forest',
      'settings',
    ];
    expect(ids('teacher')).toEqual(classroom);
    expect(ids('administrator')).toEqual([...classroom.slice(0, 5), 'manage-teachers', 'school-analytics', 'school-calendar', ...classroom.slice(5)]);
  });

  it('gives parents platform features but not shipping', () => {
    expect(ids('parent')).toEqual([
      'home',
      'child-homeworks',
      'child-progress-map',
      'communications',
      'schedule',
      'features-summary',
      'experiment-kits',
      'tools',
      'etkibot',
      'forest',
      'settings',
    ]);
  });

  it('shows an unknown role only the items every role has', () => {
    expect(ids('camping')).toEqual(['home', 'communications', 'schedule', 'experiment-kits', 'tools', 'etkibot', 'forest', 'settings']);
    expect(ids(undefined)).toEqual(ids('camping'));
  });

  it('leads each role to its own side of the classroom, all to the same homework page for learners', () => {
    expect(ids('teacher')).not.toContain('homeworks');
    expect(ids('student')).not.toContain('assignments');
    expect(ids('parent')).not.toContain('classes');
    const paths = (role: string) => navItemsFor(role).map((item) => item.path);
    expect(paths('student')).toContain('/homeworks');
    expect(paths('parent')).toContain('/homeworks');
  });

  it('keeps Settings for all four roles', () => {
    for (const role of ['student', 'teacher', 'parent', 'administrator']) expect(ids(role)).toContain('settings');
  });

  it('opens shipping as a screen of its own (no longer a demo item) and badges EtkiBot and the forest', () => {
    const byId = Object.fromEntries(NAV_ITEMS.map((item) => [item.id, item]));
    expect(byId.shipping?.isDemoFeature).toBeUndefined();
    expect(byId.etkibot?.badge).toEqual({ kind: 'dot' });
    expect(byId.forest?.badge).toEqual({ kind: 'new' });
  });
});

describe('isNavItemActive', () => {
  it('matches home on /dashboard and on /', () => {
    expect(isNavItemActive('/dashboard', '/dashboard')).toBe(true);
    expect(isNavItemActive('/dashboard/', '/dashboard')).toBe(true);
    expect(isNavItemActive('/', '/dashboard')).toBe(true);
  });

  it('does not match home below /dashboard', () => {
    expect(isNavItemActive('/dashboard/tools', '/dashboard')).toBe(false);
  });

  it('matches other items by path prefix', () => {
    expect(isNavItemActive('/dashboard/tools', '/dashboard/tools')).toBe(true);
    expect(isNavItemActive('/dashboard/tools/stopwatch', '/dashboard/tools')).toBe(true);
    expect(isNavItemActive('/dashboard/experiment-kits/experiment/x', '/dashboard/experiment-kits')).toBe(true);
  });

  it('does not match a path that only shares letters', () => {
    expect(isNavItemActive('/dashboard/toolsets', '/dashboard/tools')).toBe(false);
    expect(isNavItemActive('/settings', '/dashboard/tools')).toBe(false);
  });
});
