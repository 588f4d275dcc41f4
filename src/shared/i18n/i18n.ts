import { i18n } from '@lingui/core';
import { messages } from '@locales/tr/messages.po';

/** Turkish is the only locale; the shell's catalogue ships with the shell. */
i18n.loadAndActivate({ locale: 'tr', messages });

export { i18n };
