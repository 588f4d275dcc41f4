import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassDetail, ContentRef, Lesson, LessonInput } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useSaveLessons } from '../../api.ts';
import { formatLessonDay } from '../../model/dates.ts';
import { ContentPicker } from '../shared/ContentPicker.tsx';
import { LessonDayField } from './LessonDayField.tsx';
import { RemovedLessons } from './RemovedLessons.tsx';
import { RemoveLessonDialog } from './RemoveLessonDialog.tsx';
import { useAssignableContent } from '../shared/useAssignableContent.ts';
import * as layout from '../shared/layout.css.ts';
import * as forms from '../shared/form.css.ts';

/**
 * The class's lesson plan: experiments and tools in teaching order. Its teacher reorders, adds and
 * removes (a saved lesson at once, after a confirmation; one in an unsaved change with the change),
 * and restores removed lessons for 30 days.
 */
export function LessonsTab({ item, standalone = false }: { item: ClassDetail; standalone?: boolean }) {
  const { t } = useLingui();
  const content = useAssignableContent();
  const save = useSaveLessons(item.id);
  const saved: LessonInput[] = item.lessons.map(({ title, content: ref, planned_for }) => ({ title, content: ref, planned_for }));
  const [draft, setDraft] = useState<LessonInput[] | null>(null);
  const [adding, setAdding] = useState<ContentRef>({ kind: 'experiment', ref: null });
  const [removing, setRemoving] = useState<Lesson | null>(null);
  const lessons = draft ?? saved;
  const editing = draft !== null;

  const move = (index: number, by: -1 | 1) => {
    const next = [...lessons];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    setDraft(next);
  };

  const add = () => {
    if (!adding.ref) return;
    setDraft([...lessons, { title: content.titleOf(adding), content: adding, planned_for: null }]);
    setAdding({ kind: adding.kind, ref: null });
  };

  const submit = async () => {
    if (!draft) return;
    try {
      await save.mutateAsync({ lessons: draft });
      setDraft(null);
    } catch {
      // Shown below; the edited plan stays on screen.
    }
  };

  return (
    <div className={layout.section}>
      {lessons.length === 0 ? (
        <p className={layout.muted}>
          <Trans>Ders planı henüz boş.</Trans>
        </p>
      ) : (
        <ol className={layout.list}>
          {lessons.map((lesson, index) => {
            const href = content.hrefOf(lesson.content);
            const lessonTitle = lesson.title;
            return (
              <li key={`${index}-${lesson.title}`} className={layout.row}>
                <div className={layout.rowMain}>
                  <span className={layout.rowTitle}>
                    {index + 1}. {href ? <PathLink href={href}>{lesson.title}</PathLink> : lesson.title}
                  </span>
                  {lesson.planned_for ? <span className={layout.muted}>{formatLessonDay(lesson.planned_for)}</span> : null}
                  {item.can_edit ? (
                    <LessonDayField
                      lessonTitle={lessonTitle}
                      value={lesson.planned_for ?? null}
                      onChange={(day) => setDraft(lessons.map((other, at) => (at === index ? { ...other, planned_for: day } : other)))}
                    />
                  ) : null}
                </div>
                {item.can_edit ? (
                  <div className={layout.actions}>
                    <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t`${lessonTitle} yukarı taşı`}>
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === lessons.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={t`${lessonTitle} aşağı taşı`}
                    >
                      ↓
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => (editing ? setDraft(lessons.filter((_, other) => other !== index)) : setRemoving(item.lessons[index] ?? null))}
                      aria-label={t`${lessonTitle} plandan çıkar`}
                    >
                      ✕
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {item.can_edit ? (
        <>
          <fieldset className={forms.fieldset}>
            <legend className={forms.legend}>
              <Trans>Plana ders ekle</Trans>
            </legend>
            <ContentPicker value={adding} onChange={setAdding} allowFree={false} allowPart={false} />
            <div className={layout.actions}>
              <Button variant="secondary" disabled={!adding.ref} onClick={add}>
                <Trans>Plana ekle</Trans>
              </Button>
            </div>
          </fieldset>
          {editing ? (
            <div className={layout.actions}>
              <Button disabled={save.isPending} onClick={() => void submit()}>
                {save.isPending ? <Trans>Kaydediliyor…</Trans> : <Trans>Planı kaydet</Trans>}
              </Button>
              <Button variant="ghost" onClick={() => setDraft(null)}>
                <Trans>Değişiklikleri geri al</Trans>
              </Button>
            </div>
          ) : null}
          {save.error ? <FormAlert>{save.error.message}</FormAlert> : null}
          <RemoveLessonDialog classId={item.id} lesson={removing} onClose={() => setRemoving(null)} />
          <RemovedLessons classId={item.id} />
        </>
      ) : null}
      {standalone ? null : (
        <PathLink href={`/lectures?class=${item.id}`}>
          <Trans>Ders planını tam sayfa aç</Trans>
        </PathLink>
      )}
    </div>
  );
}
