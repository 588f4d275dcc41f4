import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassJoinPreview } from '@/shared/api/classroom.ts';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { SUBJECT_LABELS, gradeLabel } from '../../content/labels.ts';
import * as layout from '../shared/layout.css.ts';

/** Whose class the code opens, read before joining; a class outside the child's school says so plainly. */
export function JoinPreviewCard({ preview }: { preview: ClassJoinPreview }) {
  const { i18n, t } = useLingui();
  const className = preview.class_name;
  const teacher = preview.teacher_name;
  const school = preview.school ?? t`Bir okula bağlı değil`;
  return (
    <div className={layout.section} role="group" aria-label={t`Katılacağın sınıf`}>
      <p className={layout.cardTitle}>{className}</p>
      <p className={layout.meta}>
        <span>{i18n._(SUBJECT_LABELS[preview.subject])}</span>
        <span aria-hidden="true">·</span>
        <span>{i18n._(gradeLabel(preview.grade))}</span>
      </p>
      <p className={layout.muted}>
        <Trans>Öğretmen: {teacher}</Trans>
      </p>
      <p className={layout.muted}>
        <Trans>Okul: {school}</Trans>
      </p>
      {preview.outside_school ? (
        <FormAlert tone="warning" title={t`Bu sınıf senin okulunun değil`}>
          <Trans>
            Bu sınıfın öğretmeni {teacher}. Onu tanımıyorsan katılma; önce ailene ya da okuldaki öğretmenine sor. Katılırsan öğretmen adını ve bu sınıftaki
            ödevlerini görür.
          </Trans>
        </FormAlert>
      ) : null}
      {preview.already_member ? (
        <FormAlert tone="info">
          <Trans>Zaten bu sınıftasın.</Trans>
        </FormAlert>
      ) : null}
    </div>
  );
}
