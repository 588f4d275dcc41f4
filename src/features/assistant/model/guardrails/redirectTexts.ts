import { msg } from '@lingui/core/macro';

/** The answer to a question outside school subjects: says what EtkiBot is for and invites a new question. */
export const OFF_TOPIC_REPLY = msg`Ben bilim, matematik ve kodlama konularında yardım eden bir yardımcıyım. Bu konuda yardım edemem ama deneyler, sayılar ya da kodlama hakkında merak ettiğin her şeyi sorabilirsin!`;

/** The answer to "do my homework for me": EtkiBot helps think, it does not hand in. */
export const HOMEWORK_REPLY = msg`Ödevini senin yerine yapamam ama birlikte düşünebiliriz. Sorunun hangi kısmına takıldığını yazar mısın?`;

/** The answer to a message with a swear word: no lecture, straight back to questions. */
export const PROFANITY_REPLY = msg`Bu sözcükleri burada kullanmayalım. Bilim, matematik ya da kodlama hakkında merak ettiğin bir şeyi sormak ister misin?`;

/** Shown under a question when a phone number, an e-mail address or an ID number was hidden in it. */
export const PERSONAL_DATA_NOTE = msg`Telefon, e-posta ya da kimlik numarası gibi bilgileri paylaşmamalısın; gizledim.`;
