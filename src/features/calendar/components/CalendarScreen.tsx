import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { SCHOOL_CALENDAR } from '../content/schoolYear2025.ts';
import { newEventId } from '../model/newEventId.ts';
import { useCalendarEvents } from '../api.ts';
import { useNow } from '@/shared/lib/useNow.ts';
import { AGENDA_MONTHS, agendaRange } from '../model/agenda.ts';
import type { CalendarView } from '../model/calendarSearch.ts';
import { firstDayOfMonth, monthOf, shiftMonth, toIsoDate, type IsoDate, type MonthKey } from '../model/dates.ts';
import { createEvent, markDone, removeEvent, updateEvent, upsertEvent, type CalendarEvent, type EventInput } from '../model/event.ts';
import { formatMonth, formatMonthRange } from '../model/format.ts';
import { gridRange } from '../model/monthGrid.ts';
import { schoolEntriesBetween } from '../model/schoolCalendar.ts';
import { isKnownSchoolYear, schoolYearOf } from '@/shared/progress/schoolDays.ts';
import { calendarStorageKey } from '../model/storedEvents.ts';
import { AgendaView } from './AgendaView.tsx';
import { CalendarToolbar } from './CalendarToolbar.tsx';
import { DayPanel } from './DayPanel.tsx';
import { EventDialog, type EditorState } from './EventDialog.tsx';
import { Legend } from './Legend.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as styles from './CalendarScreen.css.ts';

type CalendarScreenProps = {
  view: CalendarView;
  /** The month shown; today's month when left out. */
  month?: MonthKey;
};

/** /dashboard/calendar: the school year and the user's own events, as a month or an agenda. */
export function CalendarScreen({ view, month }: CalendarScreenProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const now = useNow();
  const today = toIsoDate(now);
  const visible = month ?? monthOf(today);
  const { user } = useSession();
  const { status, events, saveFailed, retry, change } = useCalendarEvents(user ? calendarStorageKey(user) : null);
  const [picked, setPicked] = useState<IsoDate | null>(null);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [notice, setNotice] = useState('');

  // A picked day belongs to the month it was picked in; elsewhere today, or the 1st, is selected.
  const selected = picked && monthOf(picked) === visible ? picked : monthOf(today) === visible ? today : firstDayOfMonth(visible);
  const range = view === 'month' ? gridRange(visible) : agendaRange(visible);
  const school = schoolEntriesBetween(SCHOOL_CALENDAR, range.from, range.to);
  const title = view === 'month' ? formatMonth(visible) : formatMonthRange(visible, shiftMonth(visible, AGENDA_MONTHS - 1));
  const ready = status === 'ready';
  // The month's first day names its school year: its terms and breaks may not be published yet.
  const shownYear = schoolYearOf(firstDayOfMonth(visible));
  const yearMissing = shownYear !== null && !isKnownSchoolYear(shownYear);

  const show = (next: { view?: CalendarView; month?: MonthKey }) =>
    void navigate({ to: '/dashboard/calendar', search: { view: next.view ?? view, month: next.month ?? visible } });

  const selectDay = (date: IsoDate) => {
    setPicked(date);
    if (monthOf(date) !== visible) show({ month: monthOf(date) });
  };

  const finish = (date: IsoDate, message: string) => {
    setEditor(null);
    setNotice(message);
    if (view === 'month') selectDay(date);
  };

  const onCreate = (input: EventInput) => {
    void change((list) => upsertEvent(list, createEvent(input, newEventId(), new Date())));
    const { title: name } = input;
    finish(input.date, t`“${name}” eklendi.`);
  };
  const onUpdate = (event: CalendarEvent, input: EventInput) => {
    void change((list) => upsertEvent(list, updateEvent(event, input, new Date())));
    const { title: name } = input;
    finish(input.date, t`“${name}” kaydedildi.`);
  };
  const onDelete = (event: CalendarEvent) => {
    void change((list) => removeEvent(list, event.id));
    const { title: name } = event;
    finish(event.date, t`“${name}” silindi.`);
  };
  const onSetDone = (event: CalendarEvent, done: boolean) => {
    void change((list) => upsertEvent(list, markDone(event, done, new Date())));
    const { title: name } = event;
    finish(event.date, done ? t`“${name}” tamamlandı olarak işaretlendi.` : t`“${name}” yeniden yapılacaklara alındı.`);
  };

  const openCreate = (date: IsoDate) => setEditor({ key: Date.now(), mode: 'create', date });
  const openEdit = (event: CalendarEvent) => setEditor({ key: Date.now(), mode: 'edit', event });

  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Takvim` }]}
        title={<Trans>Takvim</Trans>}
        lead={
          <Trans>
            2025/2026 öğretim yılının dönemleri, tatilleri ve milli bayramları ile kendi etkinliklerin. Etkinliklerin yalnızca bu cihazda, senin hesabında
            saklanır; internet olmadan da çalışır.
          </Trans>
        }
      />

      <CalendarToolbar
        view={view}
        month={visible}
        title={title}
        onView={(next) => show({ view: next })}
        onMonth={(next) => show({ month: next })}
        onToday={() => {
          setPicked(today);
          show({ month: monthOf(today) });
        }}
      />

      {status === 'loading' ? <Spinner size="sm" label={t`Etkinliklerin yükleniyor…`} /> : null}
      {status === 'failed' ? (
        <FormAlert
          title={t`Etkinliklerin bu cihazdan okunamadı.`}
          action={
            <Button variant="secondary" size="sm" onClick={retry}>
              <Trans>Tekrar dene</Trans>
            </Button>
          }
        >
          <Trans>Okul takvimi yine de aşağıda. Tarayıcının gizli modda olmadığını ve depolamaya izin verdiğini kontrol edin.</Trans>
        </FormAlert>
      ) : null}
      {saveFailed ? (
        <FormAlert tone="warning" title={t`Son değişiklik bu cihaza kaydedilemedi.`}>
          <Trans>Sayfa açık kaldıkça görünür; yeniden yüklenince kaybolabilir. Cihazdaki boş alanı kontrol edin.</Trans>
        </FormAlert>
      ) : null}
      {yearMissing ? (
        <FormAlert tone="info" title={t`Bu öğretim yılının takvimi henüz yok.`}>
          <Trans>Dönem ve ara tatil tarihleri uygulamaya eklenene kadar yalnızca resmî tatiller gösterilir; ara tatiller tahmin edilmez.</Trans>
        </FormAlert>
      ) : null}
      <p className={styles.notice} role="status">
        {notice}
      </p>

      {view === 'month' ? (
        <div className={styles.monthLayout}>
          <MonthGrid month={visible} today={today} selected={selected} events={events} school={school} onSelect={selectDay} />
          <DayPanel date={selected} now={now} events={events} school={school} canAdd={ready} onAdd={openCreate} onEdit={openEdit} />
        </div>
      ) : (
        <AgendaView
          from={range.from}
          to={range.to}
          addDate={monthOf(today) === visible ? today : firstDayOfMonth(visible)}
          now={now}
          events={events}
          school={school}
          canAdd={ready}
          onAdd={openCreate}
          onEdit={openEdit}
        />
      )}

      <Legend />

      <EventDialog editor={editor} onClose={() => setEditor(null)} onCreate={onCreate} onUpdate={onUpdate} onDelete={onDelete} onSetDone={onSetDone} />
    </div>
  );
}
