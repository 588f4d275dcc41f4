import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { FOREST_SECTIONS, forestSectionPath, type ForestSection } from '../../model/forestSection.ts';
import * as styles from './ForestNav.css.ts';

const sectionInfo: Record<ForestSection, { icon: string; label: MessageDescriptor }> = {
  home: { icon: '🏡', label: msg`Ana Sayfa` },
  'fire-prevention': { icon: '🔥', label: msg`Yangını Önle` },
  'tree-journey': { icon: '🌱', label: msg`Ağacın Yolculuğu` },
  'forest-heroes': { icon: '🦸', label: msg`Orman Kahramanları` },
  'turkey-forests': { icon: '🌲', label: msg`Türkiye’nin Ormanları` },
  'tree-planting': { icon: '🌳', label: msg`Fidan Dikimi` },
};

/**
 * The forest mini-site's own navigation. The current item comes from
 * `forestSection`, not from PathLink's prefix match, which would also mark
 * "Ana Sayfa" on every page below /forest.
 */
export function ForestNav({ current }: { current: ForestSection }) {
  const { t, i18n } = useLingui();
  return (
    <nav className={styles.nav} aria-label={t`Orman bölümleri`}>
      <ul className={styles.list}>
        {FOREST_SECTIONS.map((section) => {
          const { icon, label } = sectionInfo[section];
          const isCurrent = section === current;
          return (
            <li key={section}>
              <PathLink
                href={forestSectionPath(section)}
                className={isCurrent ? `${styles.link} ${styles.current}` : styles.link}
                aria-current={isCurrent ? 'page' : undefined}
              >
                <span className={styles.icon} aria-hidden="true">
                  {icon}
                </span>
                {i18n._(label)}
              </PathLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
