import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassStudent } from '@/shared/api/classroom.ts';
import { GUARDIAN_LIMITS, type LinkedParent } from '@/shared/api/guardians.ts';
import { Button } from '@/shared/ui/Button.tsx';
import * as layout from '../shared/layout.css.ts';
import * as tables from '../shared/table.css.ts';
import * as own from './guardians.css.ts';

type Props = {
  student: ClassStudent;
  onParentCode: (student: ClassStudent) => void;
  onRemove: (student: ClassStudent, parent: LinkedParent) => void;
};

/**
 * The roster's Veli cell for the class's staff: the child's linked parents, each with "Bağlantıyı
 * kaldır", and "Veli kodu" while a parent may still be linked. A child the class's school does not
 * vouch for comes without the list (the server sends none), and gets neither.
 */
export function GuardiansCell({ student, onParentCode, onRemove }: Props) {
  const { t } = useLingui();
  const studentName = student.full_name;
  const parents = student.parents;
  if (parents === undefined) return <td className={tables.td}>{student.parent_name ?? '—'}</td>;
  const mayLink = student.status === 'active' && parents.length < GUARDIAN_LIMITS.parentsPerChild;
  return (
    <td className={tables.td}>
      <div className={own.cell}>
        {parents.length ? (
          <ul className={own.parents} aria-label={t`${studentName} velileri`}>
            {parents.map((parent) => {
              const parentName = parent.full_name;
              return (
                <li key={parent.id} className={own.parent}>
                  <span>{parentName}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onRemove(student, parent)}
                    aria-label={t`${parentName} ile ${studentName} bağlantısını kaldır`}
                  >
                    <Trans>Bağlantıyı kaldır</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <span className={layout.muted}>—</span>
        )}
        {mayLink ? (
          <Button size="sm" variant="secondary" onClick={() => onParentCode(student)} aria-label={t`${studentName} için veli kodu`}>
            <Trans>Veli kodu</Trans>
          </Button>
        ) : null}
      </div>
    </td>
  );
}
