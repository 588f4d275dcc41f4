import { Suspense, useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineContentSection } from '@/features/packs';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { DEFAULT_PREFERENCES, deviceStore, loadPreferences, movePreferences, type PreferenceStore, type Preferences } from '../../model/preferences.ts';
import { useSession } from '../../model/session.ts';
import { PasswordSection } from './PasswordSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as styles from './ProfilePage.css.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';

type ProfilePageProps = {
  /** Where the device-only preferences live; the per-user IndexedDB store unless a test passes another. */
  preferenceStore?: PreferenceStore;
};

/** /profile and /settings (docs/behaviour.md#routes-and-guards): profile, password change and device preferences on one screen. */
export function ProfilePage({ preferenceStore }: ProfilePageProps) {
  const { t } = useLingui();
  const router = useRouter();
  const session = useSession();
  const online = useOnlineStatus();
  const [store] = useState(() => preferenceStore ?? deviceStore());
  const [preferences, setPreferences] = useState<Preferences | null>(null);

  const user = session.user;
  const email = user?.email;
  const newsletterDefault = user?.newsletter_opt_in ?? false;

  // Signed out while here (SESSION_EXPIRED on saving, another tab): the route guard sends the user to /login.
  useEffect(() => {
    if (!session.isAuthenticated) void router.invalidate();
  }, [session.isAuthenticated, router]);

  // Loaded once, after the start-up session check, so the forms start from the confirmed user.
  // Not reloaded on an e-mail change (the entry is moved instead), so nothing typed is replaced.
  useEffect(() => {
    if (preferences || !email || session.isLoading) return;
    let active = true;
    const defaults: Preferences = { ...DEFAULT_PREFERENCES, newsletter: newsletterDefault };
    void loadPreferences(store, email, defaults)
      // No IndexedDB (some private modes): the defaults, and saving will say it failed.
      .catch(() => defaults)
      .then((loaded) => {
        if (active) setPreferences(loaded);
      });
    return () => {
      active = false;
    };
  }, [preferences, email, session.isLoading, newsletterDefault, store]);

  if (!user || !preferences) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label={t`Yükleniyor...`} />
      </div>
    );
  }

  const onEmailChanged = (from: string, to: string) => {
    // Best effort: if the move fails, the next "Tercihleri Kaydet" writes them under the new e-mail.
    void movePreferences(store, from, to).catch(() => undefined);
  };

  return (
    <div className={`${frame.page} ${styles.narrow}`}>
      <PageIntro crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Profil ve Ayarlar` }]} title={<Trans>Profil ve Ayarlar</Trans>} />
      <ProfileSection user={user} offline={session.offline || !online} onEmailChanged={onEmailChanged} />
      <PasswordSection offline={session.offline || !online} />
      <PreferencesSection email={user.email} initial={preferences} store={store} />
      {/* Its own chunk: the download engine is fetched only when this section is shown. */}
      <Suspense fallback={<Spinner size="sm" label={t`Yükleniyor...`} />}>
        <OfflineContentSection />
      </Suspense>
    </div>
  );
}
