import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLASSROOM_PATHS, type PictureEmoji, type TabletRosterResponse, type TabletSignInRequest } from '@/shared/api/classroom.ts';
import type { AuthResponse } from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import { loadSessionFlows, useSession } from '@/features/auth';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { tabletRosterQuery } from '../../api.ts';
import { isCompleteCode, popEmoji, pushEmoji } from '../../model/pictureCode.ts';
import { PictureKeys, PictureSlots } from '../shared/PictureKeys.tsx';
import { LoadError, Loading } from '../shared/QueryStates.tsx';
import * as layout from '../shared/layout.css.ts';
import * as styles from './tablet.css.ts';
import { StillHereDialog } from './StillHereDialog.tsx';
import { useTabletIdle } from './useTabletIdle.ts';

type RosterClass = TabletRosterResponse['classes'][number];
type Picked = RosterClass['students'][number];

/**
 * The shared class tablet: after the school's login, a child taps their class, their name and their
 * four pictures — no e-mail, no typing — and the tablet is theirs until they sign out (or leave it
 * untouched for ten minutes): then it comes back here, to the class list.
 */
export function ClassTabletScreen() {
  const { t } = useLingui();
  const { user } = useSession();
  const schoolAccount = user?.account_kind === 'school' && user.role === 'student';
  const roster = useQuery({ ...tabletRosterQuery(), enabled: schoolAccount });
  const [classId, setClassId] = useState<number | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const crumbs = [{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Sınıf Tableti` }];
  const classes = roster.data ?? [];
  const chosen = classes.length === 1 ? classes[0] : classes.find((item) => item.id === classId);
  // A child who walked away halfway leaves the tablet at the first step for the next one.
  const startOver = useCallback(() => {
    setPicked(null);
    setClassId(null);
  }, []);
  const idle = useTabletIdle(schoolAccount && (picked !== null || classId !== null), startOver);

  return (
    <div className={frame.page}>
      <PageIntro crumbs={crumbs} title={<Trans>Merhaba! Sen kimsin?</Trans>} lead={<Trans>Adına dokun, sonra resim şifreni gir.</Trans>} />
      {!schoolAccount ? (
        <FormAlert tone="info">
          <Trans>Sınıf tableti, okulun öğrenci hesabıyla giriş yapıldığında kullanılır.</Trans>
        </FormAlert>
      ) : roster.isPending ? (
        <Loading label={t`Sınıf listesi yükleniyor...`} />
      ) : !roster.data ? (
        <LoadError error={roster.error} onRetry={() => void roster.refetch()} />
      ) : classes.length === 0 ? (
        <p className={layout.muted}>
          <Trans>Bu okul ve sınıf düzeyinde henüz bir sınıf yok. Öğretmeninden sınıfı oluşturmasını iste.</Trans>
        </p>
      ) : picked ? (
        <PictureCodePad student={picked} onBack={() => setPicked(null)} />
      ) : !chosen ? (
        <ul className={styles.nameGrid} aria-label={t`Sınıfını seç`}>
          {classes.map((item) => (
            <li key={item.id}>
              <button type="button" className={styles.nameButton} onClick={() => setClassId(item.id)}>
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <NamePicker item={chosen} onPick={setPicked} onBack={classes.length > 1 ? () => setClassId(null) : undefined} />
      )}
      <StillHereDialog phase={idle.phase} onStay={idle.stay} />
    </div>
  );
}

function NamePicker({ item, onPick, onBack }: { item: RosterClass; onPick: (student: Picked) => void; onBack?: () => void }) {
  const { t } = useLingui();
  const students = [...item.students].sort((a, b) => a.first_name.localeCompare(b.first_name, 'tr'));
  const className = item.name;
  return (
    <section className={layout.section}>
      <h2 className={layout.cardTitle}>
        <Trans>{className} sınıfı</Trans>
      </h2>
      <ul className={styles.nameGrid} aria-label={t`Adını seç`}>
        {students.map((student) => {
          const name = `${student.first_name} ${student.last_initial}`;
          return (
            <li key={student.id}>
              <button type="button" className={styles.nameButton} disabled={!student.has_picture_code} onClick={() => onPick(student)}>
                {name}
              </button>
            </li>
          );
        })}
      </ul>
      {students.some((student) => !student.has_picture_code) ? (
        <p className={layout.muted}>
          <Trans>Adına dokunamıyorsan öğretmenin resim şifreni henüz belirlememiştir.</Trans>
        </p>
      ) : null}
      {onBack ? (
        <Button variant="ghost" onClick={onBack}>
          <Trans>Başka bir sınıf</Trans>
        </Button>
      ) : null}
    </section>
  );
}

function PictureCodePad({ student, onBack }: { student: Picked; onBack: () => void }) {
  const { t } = useLingui();
  const router = useRouter();
  const online = useOnlineStatus();
  const [code, setCode] = useState<readonly PictureEmoji[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${student.first_name} ${student.last_initial}`;

  // Wrong codes pause sign-in for minutes, and the day's third pause until the next morning: said in a child's words.
  const pausedText = (seconds = 60) => {
    if (seconds > 2 * 60 * 60) return t`Çok fazla yanlış deneme yapıldı. Resimli giriş sabah yeniden açılacak. Öğretmenine söyle.`;
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return t`Çok fazla yanlış deneme yapıldı. ${minutes} dakika sonra tekrar dene ya da öğretmenine söyle.`;
  };

  const submit = async (full: PictureEmoji[]) => {
    setBusy(true);
    const flows = await loadSessionFlows();
    const result = await flows.signInAsPickedStudent(() =>
      http.request<AuthResponse>(CLASSROOM_PATHS.tabletSignIn, {
        method: 'POST',
        auth: true,
        repeatable: true,
        body: { enrolment_id: student.id, picture_code: full } satisfies TabletSignInRequest,
      }),
    );
    setBusy(false);
    if (result.success) {
      router.history.push('/homeworks');
      return;
    }
    setCode([]);
    if (result.error.code === 'RATE_LIMITED') setError(pausedText(result.error.retryAfterSeconds));
    else setError(result.error.code === 'NETWORK_ERROR' ? result.error.message : t`Resimler eşleşmedi. Bir daha dene!`);
  };

  const tapped = code.length;

  const tap = (emoji: PictureEmoji) => {
    if (busy) return;
    const next = pushEmoji(code, emoji);
    setCode(next);
    setError(null);
    if (isCompleteCode(next)) void submit(next);
  };

  return (
    <section className={layout.section} aria-labelledby="picture-code-title">
      <h2 id="picture-code-title" className={layout.cardTitle}>
        <Trans>{name}, resim şifreni gir</Trans>
      </h2>
      <PictureSlots code={code} label={t`${tapped} / 4 resim seçildi`} />
      {!online ? (
        <FormAlert tone="warning">
          <Trans>Giriş için internet bağlantısı gerekiyor. Bağlantı gelince yeniden dene.</Trans>
        </FormAlert>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <PictureKeys disabled={busy} onTap={tap} />
      <div className={layout.actions}>
        <Button variant="secondary" disabled={busy || code.length === 0} onClick={() => setCode(popEmoji(code))}>
          <Trans>Sil</Trans>
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onBack}>
          <Trans>Ben değilim</Trans>
        </Button>
      </div>
    </section>
  );
}
