import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LadderState } from '../model/hintLadder.ts';
import type { ChatMessage } from '../model/reply.ts';
import { PERSONAL_DATA_NOTE } from '../model/guardrails/redirectTexts.ts';
import { BotReply } from './BotReply.tsx';
import * as styles from './assistant.css.ts';

const Avatar = () => <img className={styles.avatar} src="/icons/mascot-squirrel.svg" alt="" width={44} height={44} />;

type Props = { messages: readonly ChatMessage[]; answersAllowed: boolean; onLadder: (messageId: string, ladder: LadderState) => void };

/** The conversation, newest last; each new message is scrolled into view and read out politely. */
export function ChatLog({ messages, answersAllowed, onLadder }: Props) {
  const { t, i18n } = useLingui();
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  return (
    <div role="log" aria-label={t`Sohbet`}>
      <ol className={styles.log}>
        <li className={styles.row}>
          <Avatar />
          <div className={styles.botBubble}>
            <p className={styles.speaker}>EtkiBot</p>
            <p className={styles.paragraph}>
              <Trans>
                Merhaba! Ben EtkiBot. Deneyler, araçlar, orman sayfaları ve yardım konuları arasında senin için cevap ararım. Bulduğum her şeyin kaynağını
                gösteririm.
              </Trans>
            </p>
          </div>
        </li>
        {messages.map((message, index) => (
          <li key={message.id} ref={index === count - 1 ? end : undefined} className={message.from === 'user' ? styles.userRow : styles.row}>
            {message.from === 'user' ? (
              <div className={styles.userBubble}>
                <p className={styles.paragraph}>{message.text}</p>
                {message.masked ? <p className={styles.muted}>{i18n._(PERSONAL_DATA_NOTE)}</p> : null}
              </div>
            ) : (
              <>
                <Avatar />
                <BotReply reply={message.reply} answersAllowed={answersAllowed} onLadder={(ladder) => onLadder(message.id, ladder)} />
              </>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
