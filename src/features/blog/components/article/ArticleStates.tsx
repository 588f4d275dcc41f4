import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { StatusPanel } from '../StatusPanel.tsx';
import * as styles from './article.css.ts';

const BackToBlog = () => (
  <ButtonLink to="/blog" variant="primary">
    <span aria-hidden="true">←</span>
    <Trans>Bloga Dön</Trans>
  </ButtonLink>
);

/** docs/behaviour.md#routes-and-guards: a spinner with "Makale yükleniyor...". Also the route's pending screen. */
export function ArticleLoading() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <Spinner label={t`Makale yükleniyor...`} size="lg" />
    </div>
  );
}

/** docs/behaviour.md#routes-and-guards: "Makale Bulunamadı", the error's text when there is one, and the way back. */
export function ArticleNotFound({ message }: { message?: string }) {
  return (
    <div className={styles.page}>
      <StatusPanel icon="📄" tone={message ? 'error' : 'info'} headingLevel="h1" title={<Trans>Makale Bulunamadı</Trans>} action={<BackToBlog />}>
        {message ?? <Trans>Aradığınız makale kaldırılmış ya da adresi değişmiş olabilir.</Trans>}
      </StatusPanel>
    </div>
  );
}

/** Offline with no copy of this article: say so instead of spinning. */
export function ArticleNotSaved() {
  return (
    <div className={styles.page}>
      <StatusPanel icon="📴" headingLevel="h1" title={<Trans>Bu makale çevrimdışı okumak için kaydedilmemiş</Trans>} action={<BackToBlog />}>
        <Trans>
          Çevrimdışıyken yalnızca daha önce açtığınız ya da "Çevrimdışı okumak için kaydet" ile kaydettiğiniz makaleler açılır. İnternete bağlandığınızda bu
          makaleyi okuyabilirsiniz.
        </Trans>
      </StatusPanel>
    </div>
  );
}
