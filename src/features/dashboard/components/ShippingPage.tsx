import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { DemoPanel } from '@/shared/ui/DemoPanel.tsx';
import { RoleGate } from './RoleGate.tsx';

/**
 * /dashboard/shipping (teacher, administrator). The spec shows no shipping
 * call, so the screen says plainly that tracking is not in the demo.
 */
export function ShippingPage() {
  const { t } = useLingui();
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Kargo Takibi` }]}
        title={<Trans>Kargo Takibi</Trans>}
        lead={<Trans>Okulunuza gönderilen fiziksel deney setlerinin yolculuğunu buradan izlersiniz.</Trans>}
      />
      <RoleGate roles={['teacher', 'administrator']}>
        <DemoPanel feature={t`Kargo Takibi`} />
        <p>
          <Trans>
            Tam sürümde siparişlerinizin hazırlanma, kargoya verilme ve teslim adımlarını, kargo takip numarasıyla birlikte görürsünüz.
            Bu demo sürümde gerçek bir sipariş bağlantısı olmadığı için takip bilgisi gösterilmez.
          </Trans>
        </p>
      </RoleGate>
    </div>
  );
}
