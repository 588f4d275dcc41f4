import { Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PackNeeded } from '@/features/packs';
import { ASSISTANT_PACK_ID } from '@/shared/offline/packIndex.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { visuallyHidden } from '@/shared/ui/VisuallyHidden.css.ts';
import { Button } from '@/shared/ui/Button.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { ASSISTANT_REVEAL_ANSWERS_DEFAULT } from '@/shared/api/assistant.ts';
import { SUGGESTED_QUESTIONS } from '../content/suggestedQuestions.ts';
import { ChatLog } from './ChatLog.tsx';
import { Composer } from './Composer.tsx';
import { FlaggedQuestions } from './FlaggedQuestions.tsx';
import { FlagWriteStatus } from './FlagWriteStatus.tsx';
import { StaffSettings } from './StaffSettings.tsx';
import { useAssistant } from './useAssistant.ts';
import * as styles from './assistant.css.ts';

/** /dashboard/etkibot: a helper that finds and explains from the app's own content, on the device, offline too. */
export function AssistantPage() {
  const { t } = useLingui();
  const assistant = useAssistant();
  const { role, settings } = assistant;
  const staff = role === 'teacher' || role === 'administrator';

  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`EtkiBot Asistan` }]}
        title={<Trans>EtkiBot Asistan</Trans>}
        lead={<Trans>Sorularına EtkiLab’daki deneylerden, araçlardan ve sayfalardan cevap bulur; internet olmadan da çalışır.</Trans>}
      />
      <div className={styles.layout}>
        <p className={styles.notice}>
          {role === 'student' ? (
            settings?.shareFlagged ? (
              <Trans>
                EtkiBot bilgi uydurmaz, yalnızca EtkiLab’da yazanı bulur; sohbetin bu cihazda kalır, ama okulun açtığı için endişe verici ya da kaba sorular
                öğretmenine gösterilir.
              </Trans>
            ) : (
              <Trans>
                EtkiBot bilgi uydurmaz, yalnızca EtkiLab’da yazanı bulur; sohbetin bu cihazda kalır, okulun açarsa öğretmenin işaretlenen soruları görebilir.
              </Trans>
            )
          ) : (
            <Trans>
              EtkiBot bilgi uydurmaz, yalnızca EtkiLab’da yazanı bulur; sohbet yalnızca bu cihazda ve sizin hesabınızda kalır, çıkış yapınca silinir.
            </Trans>
          )}
        </p>
        <section className={styles.chat} aria-labelledby="etkibot-chat-title">
          <h2 id="etkibot-chat-title" className={visuallyHidden}>
            {t`EtkiBot ile sohbet`}
          </h2>
          {assistant.status === 'failed' ? (
            // Its index would not load: it is not on this device (a content pack), and the network is not there.
            <Suspense fallback={null}>
              <PackNeeded packId={ASSISTANT_PACK_ID} onReady={assistant.retry} />
            </Suspense>
          ) : null}
          <ChatLog
            messages={assistant.messages}
            answersAllowed={settings?.revealAnswers ?? ASSISTANT_REVEAL_ANSWERS_DEFAULT}
            onLadder={assistant.updateLadder}
          />
          {assistant.status === 'loading' ? <p className={styles.muted}>{t`EtkiBot hazırlanıyor...`}</p> : null}
          {role === 'student' ? <FlagWriteStatus /> : null}
          <Composer
            onAsk={assistant.ask}
            busy={assistant.busy}
            disabled={assistant.status !== 'ready'}
            remaining={assistant.remaining}
            limit={assistant.limit}
            suggestions={SUGGESTED_QUESTIONS[role ?? 'student']}
          />
          {assistant.messages.length > 0 ? (
            <div className={styles.actions}>
              <Button variant="ghost" size="sm" onClick={assistant.clear}>
                {t`Sohbeti temizle`}
              </Button>
            </div>
          ) : null}
        </section>
        {staff && settings ? <StaffSettings settings={settings} isAdministrator={role === 'administrator'} /> : null}
        {staff && settings?.shareFlagged ? <FlaggedQuestions /> : null}
      </div>
    </div>
  );
}
