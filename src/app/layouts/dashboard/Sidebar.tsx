import { useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@/shared/api/contract.ts';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { sidebarName } from '@/shared/lib/shortenName.ts';
import { namesToShorten, roleIcon, roleLabel } from '@/features/auth';
import { isNavItemActive, navItemsFor, type NavBadge, type NavItem } from '@/features/dashboard';
import * as styles from './Sidebar.css.ts';

type SidebarProps = {
  id: string;
  user: User | null;
  /** Desktop: icons only. */
  collapsed: boolean;
  /** Mobile: the drawer is open. */
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  onDemoFeature: (feature: string) => void;
};

function Badge({ badge, collapsed }: { badge: NavBadge; collapsed: boolean }) {
  const { i18n, t } = useLingui();
  const place = collapsed ? styles.badgeCollapsed : undefined;
  if (badge.kind === 'dot') {
    return <span className={[styles.badgeDot, place].filter(Boolean).join(' ')} role="img" aria-label={t`Yeni içerik var`} />;
  }
  if (badge.kind === 'new') {
    return (
      <span className={[styles.badgeNew, place].filter(Boolean).join(' ')}>
        <Trans>YENİ</Trans>
      </span>
    );
  }
  return <span className={[styles.badgeText, place].filter(Boolean).join(' ')}>{i18n._(badge.text)}</span>;
}

function NavEntry({
  item,
  pathname,
  collapsed,
  onNavigate,
  onDemoFeature,
}: {
  item: NavItem;
  pathname: string;
  collapsed: boolean;
  onNavigate: () => void;
  onDemoFeature: (feature: string) => void;
}) {
  const { i18n } = useLingui();
  const label = i18n._(item.label);
  const inner = (
    <>
      <span aria-hidden="true" className={styles.icon}>
        {item.icon}
      </span>
      <span className={collapsed ? styles.labelCollapsed : styles.label}>{label}</span>
      {item.badge ? <Badge badge={item.badge} collapsed={collapsed} /> : null}
    </>
  );
  if (item.isDemoFeature) {
    return (
      <button type="button" className={styles.item} title={collapsed ? label : undefined} onClick={() => onDemoFeature(label)}>
        {inner}
      </button>
    );
  }
  const active = isNavItemActive(pathname, item.path);
  return (
    <PathLink href={item.path} className={styles.item} title={collapsed ? label : undefined} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      {inner}
    </PathLink>
  );
}

/** docs/behaviour.md#routes-and-guards sidebar: role-filtered items, wide/narrow on desktop, a drawer with an overlay on mobile. */
export function Sidebar({ id, user, collapsed, drawerOpen, onCloseDrawer, onDemoFeature }: SidebarProps) {
  const { i18n, t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const items = navItemsFor(user?.role);
  const variant = drawerOpen ? 'drawerOpen' : collapsed ? 'collapsed' : 'closed';

  return (
    <>
      {drawerOpen ? <button type="button" className={styles.overlay} aria-label={t`Menüyü kapat`} tabIndex={-1} onClick={onCloseDrawer} /> : null}
      <aside id={id} className={styles.sidebar[variant]} aria-label={t`Panel menüsü`}>
        {user ? (
          <div className={collapsed && !drawerOpen ? styles.userCollapsed : styles.user}>
            <span aria-hidden="true" className={styles.avatar}>
              {roleIcon[user.role]}
            </span>
            <span>
              <span className={styles.userName}>{sidebarName(...namesToShorten(user))}</span>
              <span className={styles.userRole}>{i18n._(roleLabel(user.role))}</span>
            </span>
          </div>
        ) : null}
        <nav aria-label={t`Panel gezinmesi`}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id} className={styles.itemWrap}>
                <NavEntry item={item} pathname={pathname} collapsed={collapsed && !drawerOpen} onNavigate={onCloseDrawer} onDemoFeature={onDemoFeature} />
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </>
  );
}
