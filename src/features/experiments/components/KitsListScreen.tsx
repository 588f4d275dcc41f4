import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { Badge } from '@/shared/ui/Badge.tsx';
import { KITS, experimentsOfKit, gradeRangeOfKit } from '../content/library.ts';
import { STRAND_LABELS } from '../content/strands.ts';
import { parseLibrarySearch, type LibrarySearch } from '../model/librarySearch.ts';
import { gradeSpan } from '../model/grades.ts';
import { LibraryFilters } from './library/LibraryFilters.tsx';
import { LibraryByGrade } from './library/LibraryByGrade.tsx';
import { useLibraryCrumbs } from './crumbs.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as styles from './screens.css.ts';

/**
 * `search`: the address's query as the route typed it, parsed here: the route's options ship in the landing
 * page's entry, and a parser imported there stays in it (the page's split code would read it from the entry).
 */
type KitsListScreenProps = { search: LibrarySearch; onFiltersChange: (next: LibrarySearch) => void };

/** /dashboard/experiment-kits: the library by grade and unit, with filters, and the kits it comes in. */
export function KitsListScreen({ search, onFiltersChange }: KitsListScreenProps) {
  const filters = parseLibrarySearch(search);
  const { t, i18n } = useLingui();
  const crumbs = useLibraryCrumbs();
  const kits = KITS.filter((kit) => {
    if (filters.subject && kit.subject !== filters.subject) return false;
    const range = gradeRangeOfKit(kit.id);
    return !filters.grade || (range !== null && range.from <= filters.grade && filters.grade <= range.to);
  });
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={crumbs}
        title={<Trans>Deney Setleri</Trans>}
        lead={
          <Trans>
            Fen Bilimleri’nin 3–8. sınıf ünitelerinin her biri için iki deney, Matematiğin 1–8. sınıf ünitelerinin hepsi için etkinlikler ve bir yıllık kodlama
            bulmacaları. Her içerikte konu anlatımı, adımlar, örnek sorular, bir etkinlik, yazdırılabilir çalışma sayfası ve Fındık’ın hikâyesi var. İndirdiğin
            içerikler internet olmasa da çalışır.
          </Trans>
        }
      />
      <LibraryFilters filters={filters} onChange={onFiltersChange} />
      <LibraryByGrade filters={filters} />
      {kits.length > 0 ? (
        <section className={styles.header} aria-labelledby="kits-heading">
          <h2 id="kits-heading" className={styles.sectionTitle}>
            <Trans>Setler</Trans>
          </h2>
          <ul className={styles.cardGrid}>
            {kits.map((kit) => {
              const range = gradeRangeOfKit(kit.id);
              const span = range ? gradeSpan(range) : '';
              const count = experimentsOfKit(kit.id).length;
              return (
                <li key={kit.id}>
                  <Card as="article" tone="elevated" className={styles.card}>
                    <span className={styles.cardIcon} aria-hidden="true">
                      {kit.icon}
                    </span>
                    <h3 className={styles.cardTitle}>
                      <Link to="/dashboard/experiment-kits/$kitId" params={{ kitId: kit.id }} className={styles.cardLink}>
                        {i18n._(kit.title)}
                      </Link>
                    </h3>
                    <p className={styles.cardText}>{i18n._(kit.summary)}</p>
                    <div className={styles.badges}>
                      {range ? <Badge tone="primary">{t`${span}. sınıf`}</Badge> : null}
                      <Badge tone="info">{t`${count} içerik`}</Badge>
                      <Badge>{i18n._(STRAND_LABELS[kit.subject])}</Badge>
                      <Badge className={styles.wrappingBadge}>{i18n._(kit.theme)}</Badge>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
