import { useMemo } from 'react';
import { loadedValue, useLoaded } from '@/shared/lib/useLoaded.ts';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadKitNames } from '@/features/experiments';
import { RoleGate } from '@/features/dashboard';
import { useSession } from '@/features/auth';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { ConfirmDeliveryRequest, ReportProblemRequest } from '@/shared/api/shipping.ts';
import { formatDate } from '@/shared/i18n/format.ts';
import { compareOrders } from '@/shared/shipping/timeline.ts';
import { useUserWrites, type UserWrite } from '@/shared/offline/userOutbox.ts';
import { WriteStatus } from '@/shared/offline/WriteStatus.tsx';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { confirmDelivery, kitOrdersQuery, reportProblem, shippingWrite } from '../api.ts';
import { withPendingSteps, type PendingShippingWrite } from '../model/pendingSteps.ts';
import { OrderCard } from './OrderCard.tsx';
import * as styles from './shipping.css.ts';

type KitNames = Awaited<ReturnType<typeof loadKitNames>>;

/** The kits' names, loaded with the library's words; until then (or if they cannot load) orders show their codes. */
const useKitNames = (): KitNames | null => loadedValue(useLoaded(loadKitNames, []));

/** /dashboard/shipping (teachers and the administrator): the school's kit orders and where each one is. */
export function ShippingScreen() {
  const { t } = useLingui();
  const { user } = useSession();
  const online = useOnlineStatus();
  const orders = useQuery(kitOrdersQuery());
  const names = useKitNames();
  const ownerId = typeof user?.id === 'number' ? user.id : null;
  const writes = useUserWrites(ownerId);
  // The outbox keeps each write's body as it was given (api.ts): its shape follows the action.
  const pending = useMemo(
    () =>
      writes.flatMap((write): PendingShippingWrite[] => {
        if (write.kind !== 'shipping' || write.state !== 'waiting') return [];
        const orderId = Number(write.refs.orderId);
        return write.refs.action === 'confirmDelivery'
          ? [{ orderId, action: 'confirmDelivery', body: write.body as ConfirmDeliveryRequest }]
          : [{ orderId, action: 'reportProblem', body: write.body as ReportProblemRequest }];
      }),
    [writes],
  );
  const shown = useMemo(() => [...(orders.data ?? [])].sort(compareOrders).map((order) => withPendingSteps(order, pending)), [orders.data, pending]);
  const isAdministrator = user?.role === 'administrator';
  const updated = orders.dataUpdatedAt ? formatDate(orders.dataUpdatedAt, 'dayMonthTime') : null;

  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Kargo Takibi` }]}
        title={<Trans>Kargo Takibi</Trans>}
        lead={<Trans>Okulunuza gönderilen fiziksel deney setlerinin yolculuğu: sipariş, hazırlık, kargo ve teslim.</Trans>}
      />
      <RoleGate roles={['teacher', 'administrator']}>
        {orders.isPending ? (
          <Spinner label={t`Siparişler yükleniyor...`} />
        ) : !orders.data ? (
          <FormAlert
            action={
              <Button variant="secondary" onClick={() => void orders.refetch()}>
                {t`Tekrar dene`}
              </Button>
            }
          >
            {!online
              ? t`Siparişler bu cihazda daha önce açılmadığı için çevrimdışı gösterilemiyor. Bağlantı gelince yeniden deneyin.`
              : orders.error instanceof ApiError
                ? orders.error.message
                : t`Siparişler yüklenemedi.`}
          </FormAlert>
        ) : (
          <>
            {updated ? <p className={styles.muted}>{online ? t`Son güncelleme: ${updated}` : t`Çevrimdışı — son güncelleme: ${updated}`}</p> : null}
            {shown.length === 0 ? (
              <p>
                <Trans>Okulunuzun henüz bir deney seti siparişi yok.</Trans>
              </p>
            ) : (
              <ul className={styles.list}>
                {shown.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    kit={names?.findKitName(order.kit_id)}
                    status={<OrderWriteStatus writes={writes} orderId={order.id} />}
                    actions={
                      isAdministrator && ownerId !== null
                        ? {
                            confirm: () => void confirmDelivery(ownerId, order.id, new Date()),
                            report: (report) => void reportProblem(ownerId, order.id, report, new Date()),
                          }
                        : undefined
                    }
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </RoleGate>
    </div>
  );
}

/** This device's latest confirmation or report for one order, in the words every signed-in write uses. */
function OrderWriteStatus({ writes, orderId }: { writes: readonly UserWrite[]; orderId: number }) {
  const mine = writes.filter((write) => write.kind === 'shipping' && write.refs.orderId === orderId);
  const write = mine.find((candidate) => candidate.state !== 'waiting') ?? mine.at(-1);
  return <WriteStatus write={write} what={shippingWrite.what} />;
}
