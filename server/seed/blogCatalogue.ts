import type { CATEGORY_COLORS } from '../../src/shared/api/contract.ts';
import type { Motif } from './illustrations/motifs.ts';

/** The five blog categories of docs/behaviour.md#data-kept-on-the-device, each with its badge colour. */
export const CATEGORIES = [
  { slug: 'teknoloji', name: 'Teknoloji', color: 'primary' },
  { slug: 'egitim', name: 'Eğitim', color: 'success' },
  { slug: 'vaka-calismasi', name: 'Vaka Çalışması', color: 'secondary' },
  { slug: 'arastirma', name: 'Araştırma', color: 'info' },
  { slug: 'erisilebilirlik', name: 'Erişilebilirlik', color: 'warning' },
] as const satisfies readonly { slug: string; name: string; color: (typeof CATEGORY_COLORS)[number] }[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const TAGS = {
  'yapay-zeka': 'Yapay Zekâ',
  stem: 'STEM',
  kodlama: 'Kodlama',
  robotik: 'Robotik',
  'fen-bilimleri': 'Fen Bilimleri',
  matematik: 'Matematik',
  deney: 'Deney',
  'ogretmenler-icin': 'Öğretmenler İçin',
  'veliler-icin': 'Veliler İçin',
  'kapsayici-egitim': 'Kapsayıcı Eğitim',
  orman: 'Orman',
  'cevre-bilinci': 'Çevre Bilinci',
  'dijital-guvenlik': 'Dijital Güvenlik',
  cevrimdisi: 'Çevrimdışı Öğrenme',
  'oyunla-ogrenme': 'Oyunla Öğrenme',
  'ekran-suresi': 'Ekran Süresi',
  'olcme-degerlendirme': 'Ölçme ve Değerlendirme',
  'deney-seti': 'Deney Seti',
  'bilimsel-dusunme': 'Bilimsel Düşünme',
} as const;

type TagSlug = keyof typeof TAGS;

export type SeedArticle = {
  slug: string;
  title: string;
  excerpt: string;
  category: CategorySlug;
  tags: readonly TagSlug[];
  author_name: string;
  author_role: string | null;
  published_at: string;
  /** Only when the article was revised after publication. */
  updated_at?: string;
  featured?: boolean;
  /** The motif of the generated cover image (`npm run` script: server/seed/illustrations/generate.ts). */
  illustration: Motif;
  /** Reactions the demo starts with, so counts look lived-in. */
  likes: number;
  bookmarks: number;
  /** Trusted HTML, shown as it is by the article page (docs/behaviour.md#routes-and-guards). */
  content: string;
};
