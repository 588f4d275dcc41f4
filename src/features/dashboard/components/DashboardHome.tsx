import { Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession, displayFirstName, roleIcon } from '@/features/auth';
import { AnnouncementsCard } from '@/features/announcements';
import { NextUpCard, ParentLinkCard } from '@/features/classroom';
import { Card } from '@/shared/ui/Card.tsx';
import { Badge } from '@/shared/ui/Badge.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import { dayPeriod, mascotMessage, periodGreeting, roleGreeting, roleKey } from '../model/greeting.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as styles from './DashboardHome.css.ts';

/** docs/behaviour.md#routes-and-guards dashboard home. */
export function DashboardHome() {
  const { i18n, t } = useLingui();
  const { user, offline } = useSession();
  const role = roleKey(user?.role);
  const name = user ? displayFirstName(user) : '';
  const greeting = i18n._(periodGreeting[dayPeriod(new Date().getHours())]);

  return (
    <div className={frame.page}>
      <Breadcrumbs items={[{ label: t`Anasayfa` }]} />

      <header className={frame.header}>
        <h1 className={frame.title}>
          {user ? <span aria-hidden="true">{roleIcon[user.role]} </span> : null}
          <Trans>
            {greeting}, {name}!
          </Trans>
        </h1>
        <p className={frame.lead}>{i18n._(roleGreeting[role])}</p>
        {offline ? (
          <p className={styles.offline} role="status">
            <Trans>Çevrimdışı çalışıyorsunuz: kayıtlı oturumunuzla devam ediyorsunuz, bağlantı gelince bilgileriniz güncellenecek.</Trans>
          </p>
        ) : null}
      </header>

      <div className={styles.grid}>
        <div className={styles.wide}>
          <Suspense fallback={null}>
            <NextUpCard />
          </Suspense>
        </div>
        {role === 'parent' ? (
          <Suspense fallback={null}>
            <ParentLinkCard className={styles.wide} />
          </Suspense>
        ) : null}
        <AnnouncementsCard className={styles.wide} />
        <Card tone="primary" as="section" aria-labelledby="school-year" className={styles.wide}>
          <Badge tone="primary">
            <Trans>2025/2026</Trans>
          </Badge>
          <h2 id="school-year" className={styles.cardTitle}>
            <Trans>Yeni eğitim-öğretim yılı başladı!</Trans>
          </h2>
          <p>
            <Trans>2025/2026 öğretim yılının deney setleri ve dijital içerikleri hazır. Sınıfınızın ünitelerine göre keşfetmeye başlayın.</Trans>
          </p>
          <PathLink href="/dashboard/experiment-kits" className={button({ variant: 'primary' })}>
            <Trans>Deney Setlerine Git</Trans>
          </PathLink>
        </Card>

        {role === 'teacher' ? (
          <Card tone="elevated" as="section" aria-labelledby="release-notes">
            <Badge tone="info">v1.0.1b</Badge>
            <h2 id="release-notes" className={styles.cardTitle}>
              <Trans>Sürüm notları</Trans>
            </h2>
            <ul className={styles.notes}>
              <li>
                <Trans>PDF görüntüleme hatası giderildi.</Trans>
              </li>
              <li>
                <Trans>Bilgi yarışması oyunu düzeltildi.</Trans>
              </li>
              <li>
                <Trans>Yeni sınıf araçları yolda.</Trans>
              </li>
              <li>
                <Trans>Geri bildirimleriniz için tüm öğretmenlerimize teşekkür ederiz!</Trans>
              </li>
            </ul>
            <PathLink href="/contact" className={button({ variant: 'secondary' })}>
              <Trans>Görüş Bildirin</Trans>
            </PathLink>
          </Card>
        ) : null}

        <Card tone="accent" as="section" aria-labelledby="forest-card">
          <Badge tone="accent">
            <Trans>YENİ</Trans>
          </Badge>
          <h2 id="forest-card" className={styles.cardTitle}>
            <Trans>Orman Farkındalığı</Trans>
          </h2>
          <p>
            <Trans>Yangın önleme oyunu, ağacın yaşam yolculuğu ve orman kahramanları seni bekliyor.</Trans>
          </p>
          <PathLink href="/forest" className={button({ variant: 'accent' })}>
            <Trans>Ormana Git</Trans>
          </PathLink>
        </Card>

        <Card tone="elevated" as="section" aria-labelledby="planner-card">
          <h2 id="planner-card" className={styles.cardTitle}>
            <Trans>Takvim ve yardım</Trans>
          </h2>
          <p>
            <Trans>2025/2026 öğretim yılının tatilleri, milli bayramlar ve kendi etkinlikleriniz tek takvimde.</Trans>
          </p>
          <div className={styles.actions}>
            <PathLink href="/dashboard/calendar" className={button({ variant: 'secondary' })}>
              <Trans>Takvimi Aç</Trans>
            </PathLink>
            <PathLink href="/help" className={button({ variant: 'ghost' })}>
              <Trans>Yardım Konuları</Trans>
            </PathLink>
          </div>
        </Card>

        <Card tone="elevated" as="section" aria-labelledby="mascot-card" className={styles.mascot}>
          <img src="/icons/mascot-squirrel.svg" alt="" width={96} height={96} />
          <div>
            <h2 id="mascot-card" className={styles.cardTitle}>
              <Trans>Fındık’tan bir not</Trans>
            </h2>
            <p>{i18n._(mascotMessage[role])}</p>
            <p className={styles.hint}>
              <Trans>İpucu: EtkiBot asistanı sol menüde, her sayfadan bir tık uzağınızda.</Trans>
            </p>
          </div>
        </Card>
      </div>
    </div>
  );
}
