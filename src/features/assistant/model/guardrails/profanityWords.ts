/**
 * One word to recognise, written as the matcher sees text: lower case, ç ğ ı ö ş ü folded to
 * c g i o s u, and every doubled letter squeezed to one ("yarrak" is written "yarak").
 */
export type ProfanityEntry = {
  stem: string;
  /**
   * What may follow the stem inside the same word. `'any'` only where no ordinary word begins with
   * the stem, so "salaksın" and "salakça" are caught; otherwise the closed list of forms that are
   * insults, so "götürmek" is not "göt" and "amcam" is not "am".
   */
  endings: 'any' | readonly string[];
  /**
   * Compared with a spelling that keeps ı apart from i. "sik-" and "sık-" fold to the same letters
   * ("sıkıntı", "sıkıştırma", "sıkı" are everyday and science words), so these forms count only when
   * the child typed a dotted i (or a capital I, which cannot tell the two apart).
   */
  dottedOnly?: boolean;
  /** A next word that makes the stem innocent: "bok böceği" is a beetle. */
  notBefore?: string;
};

const any = 'any' as const;

/**
 * How the list was chosen: the swear words and insults Turkish children most often meet at school
 * and in games, in the spellings they type (without Turkish letters, as abbreviations such as "amk",
 * "aq", "oç"). Each stem was checked against everyday, school and science words that start the same
 * way; where one exists the stem lists its insulting forms instead of taking any ending.
 *
 * Left out on purpose, because they are ordinary words first: animal names used as insults (eşek,
 * öküz, inek, domuz, köpek, it, hayvan), "hıyar" (a vegetable), "kaşar" (a cheese), "meme" (memeli
 * hayvanlar), "döl" (biology), "adi" (folds to "adı"), "ananı" (also "call your mother"), "amin" (amen),
 * "kodumun" (also "of my code"), "yarram" (squeezes to "yaram", my wound), "ezik" (a crushed apple).
 */
export const PROFANITY: readonly ProfanityEntry[] = [
  // Sexual and bodily swear words.
  { stem: 'am', endings: ['', 'k', 'q', 'ini'] }, // not amca, ambar, ampul, amper, amino, ama
  { stem: 'aq', endings: [''] },
  { stem: 'amina', endings: any }, // amına koyayım; "amino" differs in its last letter
  { stem: 'minakoy', endings: any },
  { stem: 'amcik', endings: any },
  { stem: 'amcig', endings: any },
  { stem: 'siktir', endings: any, dottedOnly: true },
  { stem: 'hasiktir', endings: any },
  { stem: 'sktir', endings: any },
  { stem: 'sktr', endings: [''] },
  { stem: 'sikey', endings: any }, // e-harmony forms: "sık-" takes a ("sıkayım"), so folding cannot confuse them
  { stem: 'siker', endings: any },
  { stem: 'sikec', endings: any },
  { stem: 'sikmek', endings: [''] },
  { stem: 'sikim', endings: ['', 'i', 'in'], dottedOnly: true },
  { stem: 'sikik', endings: ['', 'ler', 'sin'], dottedOnly: true },
  { stem: 'sikis', endings: [''], dottedOnly: true }, // exact: "sıkıştırma" goes on
  { stem: 'sikicem', endings: [''], dottedOnly: true }, // not "sıkıcı"
  { stem: 'sikcem', endings: [''] },
  { stem: 'yarak', endings: any }, // not yara, yarım, yarar, yarasa, yarık
  { stem: 'yarag', endings: any },
  { stem: 'dalyarak', endings: any },
  { stem: 'tasak', endings: any },
  { stem: 'tasag', endings: any },
  { stem: 'got', endings: ['', 'u', 'un', 'unu', 'une', 'e', 'ten', 'lek', 'lak', 'veren'] }, // not götürmek, gotik
  { stem: 'bok', endings: ['', 'u', 'un', 'tan', 'ta', 'lu', 'a'], notBefore: 'boce' }, // not boks, boksun, bok böceği
  { stem: 'sic', endings: ['mak', 'ayim', 'tim', 'tin', 'ti', 'arim', 'iyim'] }, // not sicim, sıçrama
  { stem: 'porno', endings: any },
  { stem: 'porn', endings: [''] },
  { stem: 'seks', endings: ['', 'i', 'ten'] }, // not seksen
  { stem: 'sex', endings: ['', 'y', 'i'] },
  { stem: 'avradini', endings: any },
  // Insults about a person or their family.
  { stem: 'orospu', endings: any },
  { stem: 'orosbu', endings: any },
  { stem: 'oruspu', endings: any },
  { stem: 'orusbu', endings: any },
  { stem: 'oc', endings: [''] }, // "o.ç." and "o ç"
  { stem: 'pic', endings: ['', 'i', 'in', 'ler', 'lik', 'sin'] }, // not pikachu, piknik, pikap
  { stem: 'pezevenk', endings: any },
  { stem: 'pezeveng', endings: any },
  { stem: 'pezo', endings: [''] },
  { stem: 'kahpe', endings: any },
  { stem: 'kahbe', endings: any },
  { stem: 'kaltak', endings: any },
  { stem: 'kaltag', endings: any },
  { stem: 'surtuk', endings: any }, // not sürtünme
  { stem: 'surtug', endings: any },
  { stem: 'fahise', endings: any },
  { stem: 'ibne', endings: any }, // not İbn-i Sina ("ibni")
  { stem: 'gavat', endings: any },
  { stem: 'pust', endings: ['', 'un', 'sun', 'lar', 'luk'] }, // not püstül
  { stem: 'yavsak', endings: any },
  { stem: 'yavsag', endings: any },
  { stem: 'serefsiz', endings: any },
  { stem: 'haysiyetsiz', endings: any },
  { stem: 'keriz', endings: any },
  { stem: 'lavuk', endings: any },
  // Calling someone stupid.
  { stem: 'salak', endings: any },
  { stem: 'salag', endings: any },
  { stem: 'aptal', endings: any },
  { stem: 'gerizekal', endings: any },
  { stem: 'geri zekal', endings: any },
  { stem: 'ahmak', endings: any },
  { stem: 'dangalak', endings: any },
  { stem: 'dangalag', endings: any },
  { stem: 'embesil', endings: any },
  { stem: 'mankafa', endings: any },
  { stem: 'beyinsiz', endings: ['sin', 'siniz'] }, // a jellyfish is a "beyinsiz canlı"
  { stem: 'budala', endings: any },
  { stem: 'hoduk', endings: any },
  { stem: 'mal', endings: ['sin', 'siniz'] }, // not mal, malzeme, maliyet
  // English ones children pick up from games.
  { stem: 'fuck', endings: any },
  { stem: 'fck', endings: any },
  { stem: 'motherfuck', endings: any },
  { stem: 'shit', endings: ['', 's', 'y'] },
  { stem: 'bitch', endings: any },
  { stem: 'ashole', endings: any },
];
