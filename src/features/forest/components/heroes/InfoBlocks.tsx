import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FunFact, InfoItem } from '../../content/types.ts';
import * as page from './infoPage.css.ts';

type BlockProps = { id: string; title: string };

function TitledSection({ id, title, children }: BlockProps & { children: ReactNode }) {
  return (
    <section className={page.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={page.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled list of icon rows (threats, ways to help, tips), shared by the forest info pages. */
export function InfoList({ id, title, items }: BlockProps & { items: readonly InfoItem[] }) {
  const { i18n } = useLingui();
  return (
    <TitledSection id={id} title={title}>
      <ul className={page.rowList}>
        {items.map((item) => (
          <li key={item.id} className={page.row}>
            <span className={page.infoIcon} aria-hidden="true">
              {item.icon}
            </span>
            <span className={page.rowBody}>
              <strong className={page.rowTitle}>{i18n._(item.title)}</strong>
              <span className={page.infoText}>{i18n._(item.text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** A titled grid of icon cards (benefits). */
export function InfoCards({ id, title, items }: BlockProps & { items: readonly InfoItem[] }) {
  const { i18n } = useLingui();
  return (
    <TitledSection id={id} title={title}>
      <ul className={page.cardGrid}>
        {items.map((item) => (
          <li key={item.id} className={page.infoCard}>
            <span className={page.infoIcon} aria-hidden="true">
              {item.icon}
            </span>
            <h3 className={page.infoTitle}>{i18n._(item.title)}</h3>
            <p className={page.infoText}>{i18n._(item.text)}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** A titled grid of fun facts; a fact’s parent-level note is shown in small print beneath it. */
export function FunFactCards({ id, title, facts }: BlockProps & { facts: readonly FunFact[] }) {
  const { i18n } = useLingui();
  return (
    <TitledSection id={id} title={title}>
      <ul className={page.funFactGrid}>
        {facts.map((fact) => (
          <li key={fact.id} className={`${page.infoCard} ${page.funFactCard}`}>
            <span className={page.infoIcon} aria-hidden="true">
              {fact.icon}
            </span>
            <p className={page.infoText}>{i18n._(fact.text)}</p>
            {fact.more && <p className={page.note}>{i18n._(fact.more)}</p>}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
