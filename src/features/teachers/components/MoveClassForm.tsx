import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { SchoolTeacher } from '@/shared/api/teachers.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { useFocusFirstInvalid } from '@/shared/ui/form/useFocusFirstInvalid.ts';
import { useMoveClass } from '../api.ts';
import { movableClasses, moveTargets } from '../model/classMoves.ts';
import * as styles from './teachers.css.ts';

type Props = { teachers: readonly SchoolTeacher[]; offline: boolean; onMoved: (text: string) => void };

/** "Sınıfı başka öğretmene taşı": a class of the school to one of its active teachers; its students and work go with it. */
export function MoveClassForm({ teachers, offline, onMoved }: Props) {
  const { t } = useLingui();
  const move = useMoveClass();
  const [classId, setClassId] = useState('');
  const [teacherId, setTeacherId] = useState('');
  const [checked, setChecked] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const classes = movableClasses(teachers);
  const chosenClass = classes.find((cls) => String(cls.id) === classId);
  const targets = moveTargets(teachers, chosenClass);
  const classError = checked && !chosenClass ? t`Taşınacak sınıfı seçin.` : undefined;
  const teacherError = checked && !targets.some((teacher) => String(teacher.id) === teacherId) ? t`Sınıfın taşınacağı öğretmeni seçin.` : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (offline || move.isPending) return;
    setChecked(true);
    setAlert(null);
    const target = targets.find((teacher) => String(teacher.id) === teacherId);
    if (!chosenClass || !target) {
      focusFirstInvalid();
      return;
    }
    try {
      await move.mutateAsync({ classId: chosenClass.id, teacher_id: target.id });
      const className = chosenClass.name;
      const teacherName = target.full_name;
      onMoved(t`${className} sınıfı ${teacherName} öğretmenine taşındı.`);
      setClassId('');
      setTeacherId('');
      setChecked(false);
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : t`Sınıf taşınamadı.`);
    }
  };

  if (classes.length === 0) return null;
  const blocked = offline || move.isPending;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.section} aria-labelledby="move-class-title">
      <h2 id="move-class-title" className={styles.sectionTitle}>
        <Trans>Sınıfı başka öğretmene taşı</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Öğrenciler, ödevler ve yoklamalar sınıfla birlikte yeni öğretmenine geçer. Devre dışı bir öğretmenin sınıfları da buradan taşınır.</Trans>
      </p>
      {offline ? (
        <FormAlert tone="info" id="move-offline">
          {t`Sınıf taşımak için internet bağlantısı gerekir.`}
        </FormAlert>
      ) : null}
      {alert ? <FormAlert tone="danger">{alert}</FormAlert> : null}
      <div className={styles.form}>
        <SelectField
          label={t`Sınıf`}
          required
          placeholder={t`Sınıf seçin`}
          options={classes.map(({ id, name, teacherName }) => ({ value: String(id), label: t`${name} (${teacherName})` }))}
          value={classId}
          error={classError}
          onChange={(event) => {
            setAlert(null);
            setClassId(event.target.value);
            setTeacherId('');
          }}
        />
        <SelectField
          label={t`Yeni öğretmeni`}
          required
          placeholder={t`Öğretmen seçin`}
          options={targets.map((teacher) => ({ value: String(teacher.id), label: teacher.full_name }))}
          value={teacherId}
          error={teacherError}
          onChange={(event) => {
            setAlert(null);
            setTeacherId(event.target.value);
          }}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={blocked || undefined} aria-describedby={offline ? 'move-offline' : undefined}>
          {move.isPending ? t`Taşınıyor…` : t`Sınıfı taşı`}
        </Button>
      </div>
    </form>
  );
}
