import { Trans, useLingui } from '@lingui/react/macro';
import { siteConfig, whatsappLink } from '@/shared/config/site.ts';
import { ExternalButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden.tsx';
import { BusinessHours } from './BusinessHours.tsx';
import { ContactForm } from './ContactForm.tsx';
import { FaqList } from './FaqList.tsx';
import * as site from '@/shared/styles/publicPage.css.ts';
import * as styles from './ContactPage.css.ts';

/** docs/behaviour.md#routes-and-guards contact page, also shown at /yardim and /schools. */
export function ContactPage() {
  const { t } = useLingui();
  const { name, supportEmail, infoEmail, phone, phoneHref, address, whatsappDisplay } = siteConfig;

  return (
    <div className={site.page}>
      <section className={site.hero} aria-labelledby="contact-title">
        <h1 id="contact-title" className={site.title}>
          <Trans>İletişim</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Okul hesabı, deney setleri, kurulum ya da içeriklerle ilgili her sorunuz için buradayız. Size en uygun kanaldan yazın veya arayın.</Trans>
        </p>
      </section>

      <div className={styles.layout}>
        <ContactForm />
        <div className={styles.details}>
          <section aria-labelledby="contact-channels">
            <h2 id="contact-channels" className={site.sectionTitle}>
              <Trans>Bize ulaşın</Trans>
            </h2>
            <ul className={styles.channels}>
              <Card as="li" tone="elevated" className={styles.channel}>
                <span className={styles.channelIcon} aria-hidden="true">
                  ✉️
                </span>
                <h3 className={styles.channelTitle}>
                  <Trans>E-posta</Trans>
                </h3>
                <p className={styles.channelLabel}>
                  <Trans>Teknik destek</Trans>
                </p>
                <a className={styles.channelLink} href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
                <p className={styles.channelLabel}>
                  <Trans>Genel bilgi ve okul talepleri</Trans>
                </p>
                <a className={styles.channelLink} href={`mailto:${infoEmail}`}>
                  {infoEmail}
                </a>
              </Card>

              <Card as="li" tone="elevated" className={styles.channel}>
                <span className={styles.channelIcon} aria-hidden="true">
                  📞
                </span>
                <h3 className={styles.channelTitle}>
                  <Trans>Telefon</Trans>
                </h3>
                <p className={styles.channelLabel}>
                  <Trans>Çalışma saatleri içinde</Trans>
                </p>
                <a className={styles.channelLink} href={phoneHref}>
                  {phone}
                </a>
              </Card>

              <Card as="li" tone="elevated" className={styles.channel}>
                <span className={styles.channelIcon} aria-hidden="true">
                  💬
                </span>
                <h3 className={styles.channelTitle}>
                  <Trans>WhatsApp</Trans>
                </h3>
                <p className={styles.channelLabel}>
                  <Trans>Hızlı sorular için mesaj gönderin</Trans>
                </p>
                <ExternalButtonLink href={whatsappLink(t`Merhaba, ${name} hakkında bilgi almak istiyorum.`)}>
                  <Trans>WhatsApp’tan yazın</Trans>{' '}
                  <VisuallyHidden>
                    <Trans>(yeni sekmede açılır)</Trans>
                  </VisuallyHidden>
                </ExternalButtonLink>
                <p className={styles.note}>{whatsappDisplay}</p>
              </Card>

              <Card as="li" tone="elevated" className={styles.channel}>
                <span className={styles.channelIcon} aria-hidden="true">
                  📍
                </span>
                <h3 className={styles.channelTitle}>
                  <Trans>Adres</Trans>
                </h3>
                <address className={styles.address}>{address}</address>
              </Card>
            </ul>
          </section>

          <section aria-labelledby="contact-hours">
            <h2 id="contact-hours" className={site.sectionTitle}>
              <Trans>Çalışma saatleri</Trans>
            </h2>
            <BusinessHours />
          </section>
        </div>
      </div>

      <section className={styles.faqSection} aria-labelledby="contact-faq">
        <h2 id="contact-faq" className={site.sectionTitle}>
          <Trans>Sık sorulan sorular</Trans>
        </h2>
        <FaqList />
      </section>
    </div>
  );
}
