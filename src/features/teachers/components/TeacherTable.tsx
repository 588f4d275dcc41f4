import { Trans, useLingui } from '@lingui/react/macro';
import type { SchoolTeacher } from '@/shared/api/teachers.ts';
import { useNow } from '@/shared/lib/useNow.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { lastSeenText } from '../model/lastSeen.ts';
import * as styles from './teachers.css.ts';

export type TeacherAction = 'deactivate' | 'reactivate' | 'reset-password';

type Props = {
  teachers: readonly SchoolTeacher[];
  /** Offline or a write under way: every action waits. */
  disabled: boolean;
  onAction: (teacher: SchoolTeacher, action: TeacherAction) => void;
};

/** The school's teachers: who they are, what they teach, when they were last here, and what can be done. */
export function TeacherTable({ teachers, disabled, onAction }: Props) {
  const { t } = useLingui();
  const now = useNow(60_000).getTime();
  const count = teachers.length;

  return (
    <div className={styles.tableWrap}>
      {/* The roles are spelled out: a phone lays the table out as cards (display: block), which would otherwise drop them. */}
      <table role="table" className={styles.table}>
        <caption className={styles.caption}>
          <Trans>Okulun öğretmenleri ({count})</Trans>
        </caption>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            <th scope="col" role="columnheader" className={styles.th}>
              <Trans>Öğretmen</Trans>
            </th>
            <th scope="col" role="columnheader" className={styles.th}>
              <Trans>Branş</Trans>
            </th>
            <th scope="col" role="columnheader" className={styles.th}>
              <Trans>Sınıflar</Trans>
            </th>
            <th scope="col" role="columnheader" className={styles.th}>
              <Trans>Son görülme</Trans>
            </th>
            <th scope="col" role="columnheader" className={styles.th}>
              <Trans>İşlemler</Trans>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={styles.body}>
          {teachers.map((teacher) => {
            const seen = lastSeenText(teacher.last_seen_at, now);
            const name = teacher.full_name;
            return (
              <tr key={teacher.id} role="row" className={[styles.row, teacher.active ? '' : styles.inactiveRow].join(' ')}>
                <th scope="row" role="rowheader" className={styles.nameCell}>
                  {teacher.full_name}
                  <span className={styles.emailText}>{teacher.email}</span>
                  <span className={styles.badges}>
                    {teacher.active ? <Badge tone="success">{t`Etkin`}</Badge> : <Badge tone="neutral">{t`Devre dışı`}</Badge>}
                    {teacher.must_change_password ? <Badge tone="warning">{t`Şifresini belirlemedi`}</Badge> : null}
                  </span>
                </th>
                <td role="cell" className={styles.td} data-label={t`Branş`}>
                  {teacher.branch ?? <span className={styles.muted}>{t`Belirtilmedi`}</span>}
                </td>
                <td role="cell" className={styles.td} data-label={t`Sınıflar`}>
                  {teacher.classes.length === 0 ? (
                    <span className={styles.muted}>{t`Sınıfı yok`}</span>
                  ) : (
                    <ul className={styles.classList}>
                      {teacher.classes.map((cls) => (
                        <li key={cls.id} className={styles.classChip}>
                          {cls.name}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td role="cell" className={styles.td} data-label={t`Son görülme`}>
                  {seen ?? <span className={styles.muted}>{t`Henüz giriş yapmadı`}</span>}
                </td>
                <td role="cell" className={styles.actionsCell}>
                  <div className={styles.rowActions}>
                    {teacher.active ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-disabled={disabled || undefined}
                        aria-label={t`${name}: devre dışı bırak`}
                        onClick={() => !disabled && onAction(teacher, 'deactivate')}
                      >
                        {t`Devre dışı bırak`}
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-disabled={disabled || undefined}
                        aria-label={t`${name}: yeniden etkinleştir`}
                        onClick={() => !disabled && onAction(teacher, 'reactivate')}
                      >
                        {t`Yeniden etkinleştir`}
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-disabled={disabled || undefined}
                      aria-label={t`${name}: yeni tek kullanımlık şifre`}
                      onClick={() => !disabled && onAction(teacher, 'reset-password')}
                    >
                      {t`Yeni şifre`}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
