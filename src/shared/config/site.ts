/**
 * The product's identity and contact details in one place.
 *
 * The real company's values are not part of this repository, so every value below is an
 * EXAMPLE: replace them here (and only here) before a real deployment.
 */
export const siteConfig = {
  /** Example product name. */
  name: 'EtkiLab',
  shortName: 'EtkiLab',
  /** Example origin used for canonical and Open Graph URLs. */
  origin: 'https://etkilab.example',
  /** Example support e-mail. */
  supportEmail: 'destek@etkilab.example',
  /** Example general contact e-mail. */
  infoEmail: 'bilgi@etkilab.example',
  /** Example WhatsApp number in international format, digits only for wa.me links. */
  whatsappNumber: '905550000000',
  whatsappDisplay: '+90 555 000 00 00',
  /** Example phone number. */
  phone: '+90 312 000 00 00',
  phoneHref: 'tel:+903120000000',
  /** Example postal address. */
  address: 'Örnek Mah. Bilim Cad. No: 1, 06000 Çankaya / Ankara',
  /** Example company site linked as "Deney Setleri" (Experiment Sets). */
  experimentSetsUrl: 'https://deneysetleri.etkilab.example',
  /** Example city whose courts have jurisdiction in the legal texts (the real one is not known here). */
  jurisdictionCity: 'Ankara',
  themeColor: '#1f6f43',
  backgroundColor: '#f7faf5',
} as const;

export const whatsappLink = (text?: string): string => `https://wa.me/${siteConfig.whatsappNumber}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
