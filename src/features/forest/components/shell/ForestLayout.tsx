import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { ForestNav } from './ForestNav.tsx';
import { forestSection } from '../../model/forestSection.ts';
import * as styles from './ForestLayout.css.ts';

/** The frame of every forest page: its navigation bar above the page. */
export function ForestLayout({ children }: { children: ReactNode }) {
  const current = useRouterState({ select: (state) => forestSection(state.location.pathname) });
  return (
    <div className={styles.layout}>
      <ForestNav current={current} />
      <div className={styles.page}>{children}</div>
    </div>
  );
}
