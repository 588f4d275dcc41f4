import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { roleLabel } from '@/features/auth';
import type { PrivacyAction, ReadLogEntry, ReadPart } from '@/shared/api/privacy.ts';
import { formatDate, TURKEY_TIME_ZONE } from '@/shared/i18n/format.ts';
import * as report from '../studentProgress/studentProgress.css.ts';

const PART_LABELS: Record<ReadPart, MessageDescriptor> = {
  progress: msg`Gelişim ve ödev geçmişi`,
  homework: msg`Ödevler`,
  contact: msg`İletişim bilgisi (e-posta)`,
};

const ACTION_LABELS: Record<PrivacyAction['action'], MessageDescriptor> = {
  export: msg`Verileri indirdi`,
  erase: msg`Öğrenciyi sildi`,
};

/** "3 Aralık 2026 14:30", in Turkey's time: the log spans years, so the year is always there. */
const when = (iso: string): string => formatDate(iso, 'dayMonthYearTime', { timeZone: TURKEY_TIME_ZONE });

/** Who opened the student's record: reader, role, what, when (newest first). */
export function ReadLogTable({ reads }: { reads: readonly ReadLogEntry[] }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  return (
    <section className={report.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={report.sectionTitle}>
        <Trans>Kaydı kimler açtı</Trans>
      </h2>
      {reads.length === 0 ? (
        <p className={report.muted}>
          <Trans>Bu öğrencinin kaydını henüz kimse açmadı.</Trans>
        </p>
      ) : (
        <div className={report.tableWrap} role="region" aria-label={t`Okuma kaydı tablosu`} tabIndex={0}>
          <table className={report.plainTable}>
            <thead>
              <tr>
                <th scope="col" className={report.plainTh}>
                  <Trans>Kim</Trans>
                </th>
                <th scope="col" className={report.plainTh}>
                  <Trans>Rolü</Trans>
                </th>
                <th scope="col" className={report.plainTh}>
                  <Trans>Neyi açtı</Trans>
                </th>
                <th scope="col" className={report.plainTh}>
                  <Trans>Ne zaman</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {reads.map((row) => (
                <tr key={`${row.reader.id}-${row.part}-${row.read_at}`}>
                  <th scope="row" className={report.plainTd}>
                    {row.reader.full_name}
                  </th>
                  <td className={report.plainTd}>{i18n._(roleLabel(row.reader.role))}</td>
                  <td className={report.plainTd}>{i18n._(PART_LABELS[row.part])}</td>
                  <td className={report.plainTd}>
                    <time dateTime={row.read_at}>{when(row.read_at)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The exports and erasures of the student, with who made them and when. */
export function PrivacyActionsTable({ actions }: { actions: readonly PrivacyAction[] }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  return (
    <section className={report.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={report.sectionTitle}>
        <Trans>İndirme ve silme kayıtları</Trans>
      </h2>
      {actions.length === 0 ? (
        <p className={report.muted}>
          <Trans>Bu öğrencinin verileri henüz indirilmedi ya da silinmedi.</Trans>
        </p>
      ) : (
        <div className={report.tableWrap} role="region" aria-label={t`İndirme ve silme kayıtları tablosu`} tabIndex={0}>
          <table className={report.plainTable}>
            <thead>
              <tr>
                <th scope="col" className={report.plainTh}>
                  <Trans>Kim</Trans>
                </th>
                <th scope="col" className={report.plainTh}>
                  <Trans>İşlem</Trans>
                </th>
                <th scope="col" className={report.plainTh}>
                  <Trans>Ne zaman</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {actions.map((row) => (
                <tr key={`${row.actor.id}-${row.action}-${row.at}`}>
                  <th scope="row" className={report.plainTd}>
                    {row.actor.full_name} ({i18n._(roleLabel(row.actor.role))})
                  </th>
                  <td className={report.plainTd}>{i18n._(ACTION_LABELS[row.action])}</td>
                  <td className={report.plainTd}>
                    <time dateTime={row.at}>{when(row.at)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
