import { Trans, useLingui } from '@lingui/react/macro';
import { siteConfig, whatsappLink } from '../config/site.ts';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import * as styles from './DemoNoticeDialog.css.ts';

/** The notice's words: which feature is closed in the demo and how to reach us (support e-mail, WhatsApp). */
function DemoNoticeBody({ feature }: { feature: string | null | undefined }) {
  const { t } = useLingui();
  const email = siteConfig.supportEmail;
  const whatsapp = siteConfig.whatsappDisplay;
  return (
    <>
      {feature ? (
        <p className={styles.feature}>
          <Trans>“{feature}” bu demo sürümde kullanılamıyor.</Trans>
        </p>
      ) : (
        <p className={styles.feature}>
          <Trans>Bu özellik demo sürümde kullanılamıyor.</Trans>
        </p>
      )}
      <p>
        <Trans>Okulunuz için tam sürümü açmak ya da sorularınız için bize ulaşın:</Trans>
      </p>
      <ul className={styles.contacts}>
        <li>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <a href={whatsappLink(t`Merhaba, demo sürümdeki bir özellik hakkında bilgi almak istiyorum.`)} target="_blank" rel="noopener noreferrer">
            <Trans>WhatsApp: {whatsapp}</Trans>
          </a>
        </li>
      </ul>
    </>
  );
}

type DemoNoticeDialogProps = {
  /** The feature the user tried to open; null or undefined when the dialog is closed. */
  feature: string | null | undefined;
  open: boolean;
  onClose: () => void;
};

/** docs/behaviour.md#what-the-product-offers, #sessions-and-flows demo notice: this feature is not available in the demo; here is how to reach us. */
export function DemoNoticeDialog({ feature, open, onClose }: DemoNoticeDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Demo sürüm`}
      actions={
        <Button onClick={onClose}>
          <Trans>Anladım</Trans>
        </Button>
      }
    >
      <DemoNoticeBody feature={feature} />
    </Dialog>
  );
}
