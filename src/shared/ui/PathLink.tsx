import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';

type PathLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Class added when the current path is this link's path (or below it, unless `exact`). */
  activeClassName?: string;
  exact?: boolean;
};

export const isPathActive = (current: string, target: string, exact = false): boolean => {
  if (exact || target === '/') return current === target;
  return current === target || current.startsWith(`${target}/`);
};

/**
 * An in-app link by plain path, for menus whose targets are data rather than
 * typed route literals. Plain clicks stay in the app; modified clicks
 * (new tab, new window) keep the browser's behaviour.
 */
export function PathLink({ href, activeClassName, exact, className, onClick, ...rest }: PathLinkProps) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = isPathActive(pathname, href, exact);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };

  return (
    <a
      href={href}
      className={[className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={handleClick}
      {...rest}
    />
  );
}
