import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KitOrder, ReportProblemRequest } from '@/shared/api/shipping.ts';
import { formatDate } from '@/shared/i18n/format.ts';
import { schoolActionsFor, wasDelivered } from '@/shared/shipping/timeline.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { REASON_LABELS, STATUS_ICONS, STATUS_LABELS } from '../model/labels.ts';
import { ProblemForm } from './ProblemForm.tsx';
import * as styles from './shipping.css.ts';

type Props = {
  order: KitOrder & { waiting: number };
  kit?: { title: MessageDescriptor; icon: string };
  /** Present for the school's administrator: the two things the school does to an order. */
  actions?: { confirm: () => void; report: (report: Omit<ReportProblemRequest, 'at'>) => void };
  /** Where this device's latest confirmation or report for the order is (the shared write state display). */
  status?: ReactNode;
};

/** One kit order: what, how many, and its journey, newest step last, each with its date and time. */
export function OrderCard({ order, kit, actions, status }: Props) {
  const { t, i18n } = useLingui();
  const [reporting, setReporting] = useState(false);
  const name = kit ? i18n._(kit.title) : order.kit_id;
  const quantity = order.quantity;
  const orderedAt = formatDate(order.ordered_at, 'weekdayDayMonthYearTime');
  const statusClass = order.status === 'problem' ? styles.statusProblem : order.status === 'delivered' ? styles.statusDone : styles.status;
  const possible = actions ? schoolActionsFor(order.status) : [];
  return (
    <li className={styles.order} aria-label={name}>
      <div className={styles.head}>
        <h2 className={styles.title}>
          <span aria-hidden="true">{kit?.icon ?? '📦'}</span> {name}
        </h2>
        <span className={statusClass}>
          <span aria-hidden="true">{STATUS_ICONS[order.status]}</span> {i18n._(STATUS_LABELS[order.status])}
        </span>
      </div>
      <p className={styles.muted}>
        <Trans>
          {quantity} adet · sipariş: {orderedAt}
        </Trans>
      </p>
      <ol className={styles.timeline} aria-label={t`Kargo adımları`}>
        {order.timeline.map((step, index) => (
          <li key={`${step.status}-${step.at}-${index}`} className={styles.step}>
            <strong>{i18n._(STATUS_LABELS[step.status])}</strong>
            {step.status === 'shipped' ? (
              <>
                {' '}
                · {step.carrier} · <Trans>takip no</Trans> <span translate="no">{step.tracking_number}</span>
              </>
            ) : null}
            {step.status === 'problem' ? (
              <>
                {' '}
                · {i18n._(REASON_LABELS[step.reason])}
                {step.note ? `: ${step.note}` : ''}
              </>
            ) : null}
            <time className={styles.stepTime} dateTime={step.at}>
              {formatDate(step.at, 'weekdayDayMonthYearTime')}
            </time>
          </li>
        ))}
      </ol>
      {status}
      <div className={styles.actions}>
        {wasDelivered(order.timeline) ? (
          <PathLink href={`/dashboard/experiment-kits/${encodeURIComponent(order.kit_id)}`}>{t`Setin deneylerine git`}</PathLink>
        ) : null}
        {actions && possible.includes('confirmDelivery') ? <Button onClick={actions.confirm}>{t`Teslim aldık`}</Button> : null}
        {actions && possible.includes('reportProblem') && !reporting ? (
          <Button variant="secondary" onClick={() => setReporting(true)}>
            {t`Sorun bildir`}
          </Button>
        ) : null}
      </div>
      {actions && reporting ? (
        <ProblemForm
          onCancel={() => setReporting(false)}
          onSend={(report) => {
            setReporting(false);
            actions.report(report);
          }}
        />
      ) : null}
    </li>
  );
}
