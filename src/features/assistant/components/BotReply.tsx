import { Trans, useLingui } from '@lingui/react/macro';
import { HOMEWORK_REPLY, OFF_TOPIC_REPLY, PROFANITY_REPLY } from '../model/guardrails/redirectTexts.ts';
import type { LadderState } from '../model/hintLadder.ts';
import type { Reply } from '../model/reply.ts';
import { AgendaReply } from './AgendaReply.tsx';
import { CrisisReply } from './CrisisReply.tsx';
import { HintLadderCard } from './HintLadderCard.tsx';
import { SourceCards } from './SourceCards.tsx';
import { SuggestionList } from './SuggestionList.tsx';
import * as styles from './assistant.css.ts';

type Props = { reply: Reply; answersAllowed: boolean; onLadder: (ladder: LadderState) => void };

function Body({ reply, answersAllowed, onLadder }: Props) {
  const { i18n } = useLingui();
  switch (reply.kind) {
    case 'answer':
      return (
        <>
          <p className={styles.paragraph}>
            <Trans>Bunu buldum:</Trans>
          </p>
          <blockquote className={styles.quote}>
            {reply.sentences.map((sentence, index) => (
              <p key={index} className={styles.paragraph}>
                {sentence}
              </p>
            ))}
          </blockquote>
          <p className={styles.muted}>
            <Trans>Devamı kaynağında:</Trans>
          </p>
          <SourceCards cards={reply.cards} />
        </>
      );
    case 'related':
      return (
        <>
          <p className={styles.paragraph}>
            <Trans>Tam olarak bunu anlatan bir yer bulamadım; uydurmak istemem. Şu sayfalar ilgili olabilir. Emin olamazsan öğretmenine sor.</Trans>
          </p>
          <SourceCards cards={reply.cards} />
        </>
      );
    case 'none':
      return (
        <p className={styles.paragraph}>
          <Trans>
            Bunu EtkiLab’daki içeriklerde bulamadım, o yüzden cevap uydurmayacağım. Bu soruyu öğretmenine sorabilirsin; başka bir sözcükle de yeniden
            deneyebilirsin.
          </Trans>
        </p>
      );
    case 'askTopic':
      return (
        <p className={styles.paragraph}>
          <Trans>Hangi soruda takıldın? Sorunun konusunu da yaz; örneğin “gölge sorusunda ipucu ver”.</Trans>
        </p>
      );
    case 'hint':
      return (
        <HintLadderCard
          experimentId={reply.experimentId}
          questionId={reply.questionId}
          card={reply.card}
          ladder={reply.ladder}
          answersAllowed={answersAllowed}
          onChange={onLadder}
        />
      );
    case 'agenda':
      return <AgendaReply agenda={reply.agenda} role={reply.role} />;
    case 'suggest':
      return <SuggestionList items={reply.items} {...(reply.grade ? { grade: reply.grade } : {})} {...(reply.code ? { code: reply.code } : {})} />;
    case 'profanity':
      return <p className={styles.paragraph}>{i18n._(PROFANITY_REPLY)}</p>;
    case 'offTopic':
      return <p className={styles.paragraph}>{i18n._(reply.homework ? HOMEWORK_REPLY : OFF_TOPIC_REPLY)}</p>;
    case 'limit': {
      const limit = reply.limit;
      return (
        <p className={styles.paragraph}>
          <Trans>Bugünkü {limit} sorunun hepsini sordun. Yarın yeniden sorabilirsin; şimdilik deneylere göz atabilir ya da öğretmenine sorabilirsin.</Trans>
        </p>
      );
    }
    case 'failed':
      return (
        <p className={styles.paragraph}>
          <Trans>Şu an bakamadım. Sorun yazdığın yerde duruyor; biraz sonra yeniden sor.</Trans>
        </p>
      );
    case 'crisis':
      return null;
  }
}

/** One of EtkiBot's messages: the mascot and what it says. A crisis reply stands on its own. */
export function BotReply(props: Props) {
  if (props.reply.kind === 'crisis') return <CrisisReply />;
  return (
    <div className={styles.botBubble}>
      <Body {...props} />
    </div>
  );
}
