import { foldTurkish } from '@/shared/lib/text.ts';

/*
 * The trade-off: a false alarm shows a child a caring text and two phone numbers instead of an answer,
 * and they can ask again; a miss leaves a child who said they are in danger with a science answer.
 * So phrases about the child themselves ("beni", "bana", "kendimi", first person) are matched broadly,
 * hyperbole included ("annem beni öldürür"), while the same words about the world stay out, because
 * science is full of them: "hücre ölümü", "yıldızın ölümü", "ışık şiddeti", "deprem şiddeti",
 * "ormanları tehdit eden", "otobüsü kaçırdım", "bitki öldü mü" ("öldü" folds to "oldu", "became"),
 * "hücre intiharı" (apoptosis). Words that have no ordinary meaning (intihar, taciz, istismar,
 * tecavüz, dayak, zorbalık) count anywhere.
 *
 * The patterns read folded text (no Turkish letters, lower case, one space between words, letters
 * typed three or more times squeezed), and `(?:\w+ )?` lets one word sit in between: "bana hep vuruyor".
 */
const CRISIS: readonly RegExp[] = [
  // Suicide and self-harm.
  /(?<!\bhucre(?:sel|nin)? )\bintihar/,
  /\bkendimi (?:\w+ )?oldur/,
  /\bkendime (?:\w+ )?(?:zarar|kiy)/,
  /\bcanima kiy/,
  /\bkendimi (?:\w+ )?(?:kes(?:iyor|iyo|tim|eceg|icem|ecem|mek|sem|erim|eyim|meyi)|yarala|yak(?:acag|icag|acam|icam|mak|sam|tim))/,
  /\bbilegimi kes/,
  /\bkendimi (?:\w+ )?as(?:mak|acag|icag|acam|icam|sam|arim|tim|maya|mayi)\b/,
  /\bkendimi (?:\w+ )?(?:pencereden|balkondan|camdan|kopruden|catidan|binadan|ucurumdan|yuksekten|asagi) at/,
  /\b(?:pencereden|balkondan|kopruden|catidan|binadan|ucurumdan) atla(?:yacag|yicag|yacam|yicam|mak ist|sam)/,
  /\bolmek (?:\w+ )?ist/, // "ölmek"; "olmak istiyorum" (I want to be …) has an a
  /\bolmeyi (?:\w+ )?(?:dusun|isti)/,
  /\b(?:olsem|olseydim|oleyim)\b/,
  /\byasamak (?:\w+ )?(?:istemiyo(?:rum|m)?|istemem)\b/,
  /\b(?:yasamaktan|hayattan) (?:\w+ )?(?:bikt|sikil|yorul|sogu)/,
  /\b(?:yasamanin|hayatimin) (?:bir )?anlami yok/,
  /\bhayatimi (?:bitir|sonlandir)/,
  /\bhayatima son ver/,
  /\b(?:kimse beni|beni kimse) sevmiyor/,
  /\bherkes benden nefret/,
  /\bkimsem yok/,
  // Abuse, violence at home, being hurt or threatened.
  /\btaciz/,
  /\bistismar/,
  /\btecavuz/,
  /\bsapik/,
  /\bdayak/,
  /\bzorbal/,
  /\bimdat\b/,
  /\b(?:bana|bize|beni|anneme|annemi|kardesime) (?:\w+ )?vur(?!gu)/,
  /\bbeni (?:\w+ )?dov/,
  /\bdov(?:uyor|uyo|du|duler|dular|ecek|uldum|uluyorum|ulu)/, // not "dövme" (a tattoo), not Dover
  /\btokat (?:at|yedim|yiyorum)|\btokatl/,
  /\b(?:bana|beni|anneme|annemi) (?:\w+ )?(?:siddet|zarar ver)/,
  /\bsiddet (?:goruyorum|gordum|uyguluyor|uyguladi)|\bsiddete ugr|\b(?:evde|aile ici|ev ici) siddet/,
  /\bkotu dokun|\bozel (?:yer|bolge)\w* (?:\w+ )?dokun|\bbana (?:\w+ )?dokun(?:uyor|uyo|du|mak ist)/,
  /\b(?:beni|bizi|bana) (?:\w+ )?tehdit|\btehdit ediyor(?:lar)? beni/,
  /\bbeni (?:\w+ )?(?:oldur|kacir|kilitl|takip ediyor|ac birak)/,
  /\bkacirild|\bcocuk kacir/, // not "otobüsü kaçırdım": missing a bus is "kaçırmak" too
  /\bevden kac/,
  /\beve gitmek(?:ten)? (?:\w+ )?(?:kork|istemiyorum)/,
  /\b(?:ciplak|ic camasirli) (?:fotograf|foto|resim|video)/, // not "çıplak gözle"
  /\b(?:fotograf|resim|video)\w* (?:\w+ )?yay(?:acag|icag|acak|icak|arim|arlar|acaklar)/,
];

const normalise = (text: string): string =>
  foldTurkish(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    .trim();

/** Whether a child's message says they may be in danger, hurt or thinking of hurting themselves. */
export function detectCrisis(text: string): boolean {
  const folded = normalise(text);
  return CRISIS.some((pattern) => pattern.test(folded));
}
