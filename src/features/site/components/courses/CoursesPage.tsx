import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '@/shared/styles/recipes.css.ts';
import { Badge, type BadgeProps } from '@/shared/ui/Badge.tsx';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { contentKinds } from '../../content/contentKinds.ts';
import { learningTracks, scienceGrades, type ScienceGrade } from '../../content/curriculum.ts';
import { SiteSection } from '../SiteSection.tsx';
import * as site from '@/shared/styles/publicPage.css.ts';
import * as styles from './CoursesPage.css.ts';

/** /courses: what the platform teaches, grouped by grade, and the six content kinds of every experiment. */
export function CoursesPage() {
  const { i18n } = useLingui();

  return (
    <div className={site.page}>
      <section className={site.hero} aria-labelledby="courses-title">
        <h1 id="courses-title" className={site.title}>
          <Trans>İçerikler</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Deneylerimiz MEB Fen Bilimleri öğretim programındaki ünitelere göre düzenlenir. Büyük öğrenciler için matematik, kodlama ve robotik içerikleri de
            vardır. Aşağıda sınıf düzeyine göre neleri kapsadığımızı görebilirsiniz.
          </Trans>
        </p>
      </section>

      <SiteSection id="courses-kinds" title={<Trans>Her deneyde altı içerik türü</Trans>}>
        <p className={styles.sectionIntro}>
          <Trans>Bir deneyi açtığınızda, dersin her aşaması için hazır bir içerik bulursunuz.</Trans>
        </p>
        <ol className={styles.kinds}>
          {contentKinds.map((kind) => (
            <li key={kind.id} className={styles.kind}>
              <span className={styles.kindIcon} aria-hidden="true">
                {kind.icon}
              </span>
              <div>
                <h3 className={styles.kindTitle}>{i18n._(kind.title)}</h3>
                <p className={styles.kindText}>{i18n._(kind.description)}</p>
              </div>
            </li>
          ))}
        </ol>
      </SiteSection>

      <SiteSection id="courses-science" title={<Trans>Fen Bilimleri: sınıflara göre üniteler</Trans>}>
        <p className={styles.sectionIntro}>
          <Trans>Fen Bilimleri dersi 3. sınıfta başlar. Kartlarda her sınıf düzeyinin ünitelerini, işleniş sırasıyla bulabilirsiniz.</Trans>
        </p>
        <ul className={styles.cards}>
          {scienceGrades.map((grade) => (
            <GradeCard key={grade.grade} grade={grade} />
          ))}
        </ul>
      </SiteSection>

      <SiteSection id="courses-tracks" title={<Trans>Matematik, kodlama ve robotik</Trans>}>
        <p className={styles.sectionIntro}>
          <Trans>Ortaokul ve lise öğrencileri için, üreterek öğrenmeye dayanan uygulamalı içerikler.</Trans>
        </p>
        <ul className={styles.cards}>
          {learningTracks.map((track) => (
            <CourseCard key={track.id} icon={track.icon} title={i18n._(track.title)} badgeTone="info" badge={i18n._(track.audience)}>
              <p className={styles.cardText}>{i18n._(track.description)}</p>
              <ul className={styles.unitList}>
                {track.topics.map((topic) => (
                  <li key={topic.id}>{i18n._(topic)}</li>
                ))}
              </ul>
            </CourseCard>
          ))}
        </ul>
      </SiteSection>

      <section className={site.cta} aria-labelledby="courses-cta">
        <h2 id="courses-cta" className={site.sectionTitle}>
          <Trans>Okulunuzda kullanmak ister misiniz?</Trans>
        </h2>
        <p className={styles.ctaText}>
          <Trans>Okul hesabı açmak, deney setleri ve kurulum için bize yazın. Hesabınız varsa giriş yaparak içeriklere hemen ulaşabilirsiniz.</Trans>
        </p>
        <div className={site.ctaActions}>
          <ButtonLink to="/contact" variant="accent" size="lg">
            <Trans>Okulunuz için bize ulaşın</Trans>
          </ButtonLink>
          <PathLink href="/login" className={button({ variant: 'primary', size: 'lg' })}>
            <Trans>Giriş Yap</Trans>
          </PathLink>
        </div>
      </section>
    </div>
  );
}

function GradeCard({ grade }: { grade: ScienceGrade }) {
  const { i18n } = useLingui();
  const level = grade.grade;
  const unitCount = grade.units.length;
  return (
    <CourseCard icon={grade.icon} title={<Trans>{level}. Sınıf</Trans>} badgeTone="primary" badge={<Trans>{unitCount} ünite</Trans>}>
      <ol className={styles.unitList}>
        {grade.units.map((unit) => (
          <li key={unit.id}>{i18n._(unit)}</li>
        ))}
      </ol>
    </CourseCard>
  );
}

type CourseCardProps = {
  icon: string;
  title: ReactNode;
  badgeTone: BadgeProps['tone'];
  badge: ReactNode;
  children: ReactNode;
};

/** A grade or a track: its icon, title and badge over what it covers. */
function CourseCard({ icon, title, badgeTone, badge, children }: CourseCardProps) {
  return (
    <Card as="li" tone="elevated" className={styles.card}>
      <div className={styles.cardHeader}>
        <span className={styles.cardIcon} aria-hidden="true">
          {icon}
        </span>
        <div>
          <h3 className={styles.cardTitle}>{title}</h3>
          <Badge tone={badgeTone} className={styles.cardMeta}>
            {badge}
          </Badge>
        </div>
      </div>
      {children}
    </Card>
  );
}
