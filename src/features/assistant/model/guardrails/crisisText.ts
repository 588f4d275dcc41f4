import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type Helpline = {
  /** What to dial, as dialled. */
  number: string;
  name: MessageDescriptor;
  /** Who runs it. */
  by: MessageDescriptor;
  /** When a child should call it, in a child's words. */
  what: MessageDescriptor;
  /** The official page the number was checked against. */
  source: string;
};

/**
 * Checked against the ministries' own sites (and nothing else: a number a child may call in danger
 * must not come from a blog):
 * - 112: the single emergency number for police, gendarmerie, ambulance and fire, run by the
 *   T.C. İçişleri Bakanlığı, https://www.112.gov.tr/ (e.g. its provincial page
 *   https://www.112.gov.tr/bolu/luzumsuz-cagrilar); the Sağlık Bakanlığı's notice
 *   https://sinopism.saglik.gov.tr/TR-226526/acil-durumda-sadece-112.html says the same.
 * - ALO 183: the Aile ve Sosyal Hizmetler Bakanlığı's line that takes calls about violence against,
 *   abuse or neglect of a child and passes urgent ones to the police or gendarmerie at once,
 *   https://aile.gov.tr/sss/cocuk-hizmetleri-genel-mudurlugu/koruyucu-ve-onleyici-hizmetler/
 * No other state line for children could be confirmed from an official page, so none is listed;
 * lines run by associations are left out for the same reason.
 */
export const HELPLINES: readonly Helpline[] = [
  {
    number: '112',
    name: msg`112 Acil Çağrı Merkezi`,
    by: msg`T.C. İçişleri Bakanlığı`,
    what: msg`Şu anda tehlikedeysen ya da biri seni yaralıyorsa hemen ara.`,
    source: 'https://www.112.gov.tr/',
  },
  {
    number: '183',
    name: msg`ALO 183 Sosyal Destek Hattı`,
    by: msg`T.C. Aile ve Sosyal Hizmetler Bakanlığı`,
    what: msg`Evde, okulda ya da başka bir yerde biri sana kötü davranıyor, vuruyor, dokunmaması gereken yerlere dokunuyor ya da seni korkutuyorsa ara.`,
    source: 'https://aile.gov.tr/sss/cocuk-hizmetleri-genel-mudurlugu/koruyucu-ve-onleyici-hizmetler/',
  },
];

export const CRISIS_TITLE = msg`Yazdıkların çok önemli`;

/**
 * Shown instead of any answer, one paragraph each: short sentences for a six-year-old, no blame,
 * an adult nearby first, the numbers after.
 */
export const CRISIS_PARAGRAPHS: readonly MessageDescriptor[] = [
  msg`Bunu yazdığın için teşekkür ederim. Yalnız değilsin.`,
  msg`Yaşadığın şey senin suçun değil. Böyle hissetmen de senin suçun değil.`,
  msg`Ben bir bilgisayar programıyım, sana bu konuda yeterince yardım edemem. Ama seni dinleyecek ve koruyacak insanlar var.`,
  msg`Hemen güvendiğin bir büyüğe anlat: annene, babana, bir akrabana, öğretmenine ya da okulundaki rehber öğretmenine. Bu ekranı ona gösterebilirsin.`,
  msg`Şu anda tehlikedeysen 112'yi ara. Biri sana zarar veriyorsa ALO 183'ü arayabilirsin.`,
];
