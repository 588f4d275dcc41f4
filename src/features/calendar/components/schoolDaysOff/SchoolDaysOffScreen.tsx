import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { RoleGate } from '@/features/dashboard';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { SchoolCalendarResponse, SchoolDayOff } from '@/shared/api/schoolCalendar.ts';
import { useNow } from '@/shared/lib/useNow.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { toIsoDate } from '@/shared/progress/days.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import type { FieldErrors } from '@/shared/ui/form/formErrors.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { SCHOOL_CALENDAR } from '../../content/schoolYear2025.ts';
import { emptyDayOff, toFormValues, type DayOffField, type DayOffFormValues } from '../../model/dayOffForm.ts';
import { dayOffServerErrors } from '../../model/dayOffServerErrors.ts';
import { schoolYearOverview } from '../../model/schoolYearOverview.ts';
import { mySchoolCalendarQuery, useSaveSchoolCalendar } from '../../api.ts';
import { DayOffForm } from './DayOffForm.tsx';
import { DaysOffList } from './DaysOffList.tsx';
import { NationalDaysList } from './NationalDaysList.tsx';
import * as styles from './schoolDaysOff.css.ts';

/** /dashboard/school-calendar: the year's national days (read-only) and the school's own days off, kept by its administrator. */
export function SchoolDaysOffScreen() {
  const { t } = useLingui();
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Okul takvimi` }]}
        title={<Trans>Okul takvimi</Trans>}
        lead={
          <Trans>
            Resmî tatiller ve ara tatiller kendiliğinden gelir. Okulunuzun kendi tatil günlerini (kar tatili, yerel tatil) buradan ekleyin: o günler devamsızlık
            sayılmaz ve öğrencilerin serisini bozmaz.
          </Trans>
        }
      />
      <RoleGate roles={['administrator', 'teacher']}>
        <SchoolCalendarBody />
      </RoleGate>
    </div>
  );
}

/** What the form edits: a new day (index null) or the list's entry at index. */
type Editing = { index: number | null; initial: DayOffFormValues };
type Outcome = { tone: 'success' | 'danger'; text: string } | null;

function SchoolCalendarBody() {
  const { t } = useLingui();
  const online = useOnlineStatus();
  const today = toIsoDate(useNow(60_000));
  const calendar = useQuery(mySchoolCalendarQuery());
  const save = useSaveSchoolCalendar();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors<DayOffField>>({});
  const [removing, setRemoving] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const overview = schoolYearOverview(SCHOOL_CALENDAR, today);

  if (calendar.isPending) return <Spinner label={t`Okul takvimi yükleniyor...`} />;
  if (!calendar.data) {
    return (
      <FormAlert
        action={
          <Button variant="secondary" onClick={() => void calendar.refetch()}>
            {t`Tekrar dene`}
          </Button>
        }
      >
        {!online
          ? t`Okul takvimi bu cihazda daha önce açılmadığı için çevrimdışı gösterilemiyor. Bağlantı gelince yeniden deneyin.`
          : calendar.error instanceof ApiError
            ? calendar.error.message
            : t`Okul takvimi yüklenemedi.`}
      </FormAlert>
    );
  }

  const answer: SchoolCalendarResponse = calendar.data;
  const days = answer.days_off;
  const canEdit = answer.can_edit;

  const saveList = async (next: SchoolDayOff[], done: string, editedIndex: number | null) => {
    setOutcome(null);
    setServerErrors({});
    try {
      await save.mutateAsync({ schoolId: answer.school.id, days: next });
      setEditing(null);
      setOutcome({ tone: 'success', text: done });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError && editedIndex !== null) setServerErrors(dayOffServerErrors(apiError.fieldErrors, editedIndex));
      setOutcome({ tone: 'danger', text: apiError ? apiError.message : t`Okul takvimi kaydedilemedi.` });
    }
  };

  const saveDay = (day: SchoolDayOff) => {
    if (!editing) return;
    const label = day.label;
    const index = editing.index ?? days.length;
    const next = editing.index === null ? [...days, day] : days.map((old, at) => (at === editing.index ? day : old));
    void saveList(next, editing.index === null ? t`“${label}” okul takvimine eklendi.` : t`“${label}” güncellendi.`, index);
  };

  const confirmRemove = () => {
    if (removing === null) return;
    const label = days[removing]?.label ?? '';
    const next = days.filter((_, at) => at !== removing);
    setRemoving(null);
    void saveList(next, t`“${label}” okul takviminden kaldırıldı.`, null);
  };

  const startEditing = (next: Editing) => {
    setServerErrors({});
    setOutcome(null);
    setEditing(next);
  };

  const schoolName = answer.school.display_name;
  const removingLabel = removing === null ? '' : (days[removing]?.label ?? '');

  return (
    <div className={styles.pageStack}>
      {overview && !overview.known ? (
        <FormAlert tone="info">
          <Trans>Bu öğretim yılının takvimi henüz yok.</Trans>{' '}
          <Trans>
            Millî Eğitim Bakanlığının dönem ve ara tatil tarihleri uygulamaya eklenene kadar yalnızca resmî tatiller ve okulunuzun girdiği tatil günleri
            bilinir; ara tatilleri okulun tatil günleri olarak ekleyebilirsiniz.
          </Trans>
        </FormAlert>
      ) : null}
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      {overview ? <NationalDaysList overview={overview} /> : null}
      <section className={styles.section} aria-labelledby="school-days-off-title">
        <h2 id="school-days-off-title" className={styles.sectionTitle}>
          <Trans>{schoolName} tatil günleri</Trans>
        </h2>
        {!online ? (
          <p className={styles.muted} id="school-calendar-offline">
            {canEdit ? t`Çevrimdışı: okul takvimini değiştirmek için internet bağlantısı gerekir.` : t`Çevrimdışı: son kaydedilen takvim gösteriliyor.`}
          </p>
        ) : null}
        <DaysOffList
          days={days}
          canEdit={canEdit}
          disabled={!online || save.isPending}
          onEdit={(index) => {
            const day = days[index];
            if (day) startEditing({ index, initial: toFormValues(day) });
          }}
          onRemove={setRemoving}
        />
        {canEdit && !editing ? (
          <div className={styles.actions}>
            <Button onClick={() => startEditing({ index: null, initial: emptyDayOff(today) })}>{t`Tatil günü ekle`}</Button>
          </div>
        ) : null}
        {canEdit && editing ? (
          <DayOffForm
            key={editing.index ?? 'new'}
            initial={editing.initial}
            editing={editing.index !== null}
            serverErrors={serverErrors}
            saving={save.isPending}
            offline={!online}
            onSave={saveDay}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </section>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t`Tatil gününü kaldır`}
        actions={
          <>
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              {t`Vazgeç`}
            </Button>
            <Button variant="danger" onClick={confirmRemove}>
              {t`Kaldır`}
            </Button>
          </>
        }
      >
        <p className={styles.muted}>{t`“${removingLabel}” okul takviminden kaldırılacak; o günler yeniden okul günü sayılır.`}</p>
      </Dialog>
    </div>
  );
}
