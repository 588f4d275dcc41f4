import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { classesQuery } from '@/features/classroom';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import type { ProgressScreenProps } from '../screenProps.ts';
import { ChildPicker } from '../ChildPicker.tsx';
import { ProgressWritesStatus } from './ProgressWritesStatus.tsx';
import { MapView } from './MapView.tsx';
import { StreakBadge } from './StreakBadge.tsx';
import { ChildDataDownload } from '../privacy/ChildDataDownload.tsx';
import { useCurriculum } from './useCurriculum.ts';
import { useMapSubject } from './useMapSubject.ts';

/** /progress-map: the programme as a path per unit, each outcome at the child's level (student; parent for a child; teacher per student). */
export function ProgressMapScreen({ search, onSearch }: ProgressScreenProps) {
  const { t } = useLingui();
  const classes = useQuery({ ...classesQuery(), enabled: useSession().user?.role === 'student' });
  // A child with no work yet starts on the grade of their class.
  const ownGrade = classes.data?.map((item) => Number(item.grade)).find((grade) => Number.isInteger(grade));
  const online = useOnlineStatus();
  const curriculum = useCurriculum();
  const subject = useMapSubject(search.student);
  const name = subject.data?.student.full_name;
  const mine = subject.viewer === 'student';
  const crumbs = [{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`İlerleme Haritası` }];
  const title = mine ? t`İlerleme Haritam` : name ? t`${name} · İlerleme Haritası` : t`İlerleme Haritası`;
  const lead = mine
    ? t`Her taş bir kazanım. Soruları cevapladıkça taşların büyür: 🌱 Denedi, 🌿 Tanışık, 🌳 Yeterli, ⭐ Ustalaştı.`
    : t`Öğrencinin kazanım kazanım nerede olduğu, kendi çalışmalarından hesaplanır.`;

  const body = () => {
    if (subject.viewer === 'other') return <FormAlert title={<Trans>Bu sayfa öğrenciler, veliler ve öğretmenler içindir.</Trans>}>{null}</FormAlert>;
    if (subject.needsStudent) {
      return (
        <FormAlert tone="info" title={<Trans>Bir öğrenci seçin</Trans>}>
          <Trans>
            Öğrencilerinizin haritasını <Link to="/student-progress">Öğrenci Gelişimi</Link> sayfasındaki adlarından açabilirsiniz.
          </Trans>
        </FormAlert>
      );
    }
    if (curriculum.status === 'error') {
      return (
        <FormAlert
          title={<Trans>Harita yüklenemedi</Trans>}
          action={
            <Button variant="secondary" onClick={curriculum.retry}>
              <Trans>Tekrar dene</Trans>
            </Button>
          }
        >
          {null}
        </FormAlert>
      );
    }
    // The child's own map needs only the device: it shows even before (or without) the server's answer.
    const waitingForServer = !mine && subject.query.isPending;
    if (curriculum.status === 'loading' || waitingForServer) return <Spinner label={t`Harita yükleniyor...`} />;
    if (!mine && subject.query.isError && !subject.data) {
      return (
        <FormAlert
          title={online ? <Trans>Yüklenemedi</Trans> : <Trans>İnternet bağlantısı yok</Trans>}
          action={
            <Button variant="secondary" onClick={() => void subject.query.refetch()}>
              <Trans>Tekrar dene</Trans>
            </Button>
          }
        >
          {online ? (
            <Trans>Bu öğrencinin ilerlemesi görüntülenemiyor.</Trans>
          ) : (
            <Trans>Bu harita bu cihazda daha önce açılmadığı için çevrimdışı gösterilemiyor.</Trans>
          )}
        </FormAlert>
      );
    }
    if (subject.withheld) {
      return (
        <FormAlert tone="info" title={<Trans>İlerleme haritası gösterilmiyor</Trans>}>
          <Trans>Bu öğrenci sınıfınızın okulundan değil: haritası ve XP bilgisi yalnızca öğrenciye, velisine ve okulunun öğretmenlerine açıktır.</Trans>
        </FormAlert>
      );
    }
    return (
      <>
        {subject.data && subject.children && subject.children.length > 1 ? (
          <ChildPicker children={subject.children} current={subject.data.student.id} onPick={(student) => onSearch({ ...search, student })} />
        ) : null}
        {mine ? <StreakBadge events={subject.events} daysOff={subject.daysOff} /> : null}
        {subject.viewer === 'parent' && subject.data ? <ChildDataDownload studentId={subject.data.student.id} /> : null}
        {mine && subject.studentId !== null ? <ProgressWritesStatus ownerId={subject.studentId} /> : null}
        <MapView
          curriculum={curriculum.value}
          evidence={subject.evidence}
          grade={search.grade}
          ownGrade={ownGrade}
          onGrade={(grade) => onSearch({ ...search, grade })}
          canReview={mine}
        />
      </>
    );
  };

  return (
    <div className={frame.page}>
      <PageIntro crumbs={crumbs} title={title} lead={lead} />
      {body()}
    </div>
  );
}
