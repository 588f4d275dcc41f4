/* eslint-disable lingui/no-unlocalized-strings -- written into the question itself and stored with it, so plain text, not a catalogue message */

export type PersonalDataKind = 'phone' | 'email' | 'nationalId';

/**
 * What replaces a phone number, an e-mail address or a T.C. kimlik number in a question. The
 * question is saved and shown again later, possibly in another language setting, so the mark is
 * fixed Turkish text inside the data; the UI explains it with PERSONAL_DATA_NOTE.
 */
export const PERSONAL_DATA_PLACEHOLDERS: Readonly<Record<PersonalDataKind, string>> = {
  phone: '[telefon gizlendi]',
  email: '[e-posta gizlendi]',
  nationalId: '[kimlik no gizlendi]',
};
