/** docs/behaviour.md#limits-and-constants: the share windows' sizes. */
export const SHARE_WINDOWS = {
  x: { width: 600, height: 400 },
  linkedin: { width: 600, height: 500 },
  whatsapp: { width: 600, height: 500 },
} as const;

export type ShareNetwork = keyof typeof SHARE_WINDOWS;

export type ShareSubject = { url: string; title: string; excerpt: string };
/** The mail draft's text, already in Turkish (the caller translates it). */
export type MailText = { subject: string; body: string };

const enc = encodeURIComponent;

/** Where each share button goes: title, excerpt and the page's address (docs/behaviour.md#routes-and-guards). */
export function shareUrls({ url, title, excerpt }: ShareSubject, mail: MailText): Record<ShareNetwork | 'email', string> {
  return {
    x: `https://x.com/intent/tweet?text=${enc(`${title} — ${excerpt}`)}&url=${enc(url)}`,
    linkedin: `https://www.linkedin.com/shareArticle?mini=true&url=${enc(url)}&title=${enc(title)}&summary=${enc(excerpt)}`,
    whatsapp: `https://wa.me/?text=${enc(`${title}\n\n${excerpt}\n\n${url}`)}`,
    email: `mailto:?subject=${enc(mail.subject)}&body=${enc(mail.body)}`,
  };
}

type Screen = { width: number; height: number; left: number; top: number };

/** The window.open features of a share window, centred over the current window. */
export function shareWindowFeatures(network: ShareNetwork, screen: Screen): string {
  const { width, height } = SHARE_WINDOWS[network];
  const left = Math.max(0, Math.round(screen.left + (screen.width - width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}
