import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Article } from '@/shared/api/contract.ts';
import { siteConfig } from '@/shared/config/site.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { ExternalButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { shareUrls, shareWindowFeatures, type ShareNetwork } from '../../model/share.ts';
import * as styles from './article.css.ts';

/** docs/behaviour.md#limits-and-constants: the copy confirmation shows for 2 s. */
const COPIED_MS = 2000;

/** Share on X, LinkedIn and WhatsApp in a small window, copy the link, or mail it (docs/behaviour.md#routes-and-guards). */
export function ShareBox({ article }: { article: Article }) {
  const { t } = useLingui();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  // The public address, the same in the rendered page and in the browser (and never a test host).
  const url = `${siteConfig.origin}/blog/${article.slug}`;
  const { name } = siteConfig;
  const { title, excerpt } = article;
  const urls = shareUrls(
    { url, title, excerpt },
    {
      subject: t`${name} blogundan bir makale: ${title}`,
      body: t`Merhaba,

${name} blogunda okuduğum bu makalenin ilgini çekeceğini düşündüm:

${title}
${excerpt}

Makalenin tamamı: ${url}`,
    },
  );

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const open = (network: ShareNetwork) => {
    const screen = { width: window.outerWidth, height: window.outerHeight, left: window.screenX, top: window.screenY };
    window.open(urls[network], `share-${network}`, shareWindowFeatures(network, screen));
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className={styles.box} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.boxTitle}>
        <Trans>Bu makaleyi paylaş</Trans>
      </h2>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => open('x')}>
          <span aria-hidden="true">𝕏</span>
          <Trans>X'te paylaş</Trans>
        </Button>
        <Button variant="secondary" onClick={() => open('linkedin')}>
          <span aria-hidden="true">in</span>
          <Trans>LinkedIn'de paylaş</Trans>
        </Button>
        <Button variant="secondary" onClick={() => open('whatsapp')}>
          <span aria-hidden="true">💬</span>
          <Trans>WhatsApp ile paylaş</Trans>
        </Button>
        <Button variant="secondary" onClick={() => void copyLink()}>
          <span aria-hidden="true">{copy === 'copied' ? '✅' : '🔗'}</span>
          {copy === 'copied' ? <Trans>Kopyalandı!</Trans> : <Trans>Linki Kopyala</Trans>}
        </Button>
        <ExternalButtonLink variant="secondary" href={urls.email} newTab={false}>
          <span aria-hidden="true">✉️</span>
          <Trans>E-posta ile Gönder</Trans>
        </ExternalButtonLink>
      </div>
      <p className={styles.note} role="status">
        {copy === 'failed' ? <Trans>Link kopyalanamadı. Adres çubuğundaki bağlantıyı kopyalayabilirsiniz.</Trans> : null}
      </p>
    </section>
  );
}
