import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ScienceGrade = {
  grade: 3 | 4 | 5 | 6 | 7 | 8;
  icon: string;
  /** MEB Fen Bilimleri unit names, in teaching order. */
  units: readonly MessageDescriptor[];
};

/**
 * MEB Fen Bilimleri starts in grade 3 (grades 1–2 have Hayat Bilgisi instead).
 *
 * Unit names follow the programme each grade is taught under in 2025/2026:
 * grade 5 moved to the Türkiye Yüzyılı Maarif Modeli programme in 2024/2025,
 * the other grades still use the 2018 Fen Bilimleri programme. Grade 6 moves
 * to the Maarif Modeli in 2025/2026; its list must be replaced once the new
 * unit names are confirmed against the published programme.
 */
export const scienceGrades: readonly ScienceGrade[] = [
  {
    grade: 3,
    icon: '🌱',
    units: [
      msg`Gezegenimizi Tanıyalım`,
      msg`Beş Duyumuz`,
      msg`Kuvveti Tanıyalım`,
      msg`Maddeyi Tanıyalım`,
      msg`Çevremizdeki Işık ve Sesler`,
      msg`Canlılar Dünyasına Yolculuk`,
      msg`Elektrikli Araçlar`,
    ],
  },
  {
    grade: 4,
    icon: '🌍',
    units: [
      msg`Yer Kabuğu ve Dünya’mızın Hareketleri`,
      msg`Besinlerimiz`,
      msg`Kuvvetin Etkileri`,
      msg`Maddenin Özellikleri`,
      msg`Aydınlatma ve Ses Teknolojileri`,
      msg`İnsan ve Çevre`,
      msg`Basit Elektrik Devreleri`,
    ],
  },
  {
    grade: 5,
    icon: '🌙',
    units: [
      msg`Gökyüzündeki Komşularımız ve Biz`,
      msg`Kuvveti Tanıyalım`,
      msg`Canlıların Yapısına Yolculuk`,
      msg`Işığın Dünyası`,
      msg`Maddenin Doğası`,
      msg`Yaşamımızdaki Elektrik`,
      msg`Sürdürülebilir Yaşam ve Geri Dönüşüm`,
    ],
  },
  {
    grade: 6,
    icon: '🪐',
    units: [
      msg`Güneş Sistemi ve Tutulmalar`,
      msg`Vücudumuzdaki Sistemler`,
      msg`Kuvvet ve Hareket`,
      msg`Madde ve Isı`,
      msg`Ses ve Özellikleri`,
      msg`Vücudumuzdaki Sistemler ve Sağlığı`,
      msg`Elektriğin İletimi`,
    ],
  },
  {
    grade: 7,
    icon: '🔬',
    units: [
      msg`Güneş Sistemi ve Ötesi`,
      msg`Hücre ve Bölünmeler`,
      msg`Kuvvet ve Enerji`,
      msg`Saf Madde ve Karışımlar`,
      msg`Işığın Madde ile Etkileşimi`,
      msg`Canlılarda Üreme, Büyüme ve Gelişme`,
      msg`Elektrik Devreleri`,
    ],
  },
  {
    grade: 8,
    icon: '🧬',
    units: [
      msg`Mevsimler ve İklim`,
      msg`DNA ve Genetik Kod`,
      msg`Basınç`,
      msg`Madde ve Endüstri`,
      msg`Basit Makineler`,
      msg`Enerji Dönüşümleri ve Çevre Bilimi`,
      msg`Elektrik Yükleri ve Elektrik Enerjisi`,
    ],
  },
];

export type LearningTrack = {
  id: 'mathematics' | 'coding' | 'robotics';
  icon: string;
  title: MessageDescriptor;
  audience: MessageDescriptor;
  description: MessageDescriptor;
  topics: readonly MessageDescriptor[];
};

/** Areas beyond Fen Bilimleri, aimed at older students. */
export const learningTracks: readonly LearningTrack[] = [
  {
    id: 'mathematics',
    icon: '📐',
    title: msg`Matematik`,
    audience: msg`5–8. sınıf`,
    description: msg`Ortaokul matematik öğrenme alanlarına göre, somut materyallerle desteklenen etkinlikler.`,
    topics: [msg`Sayılar ve İşlemler`, msg`Cebir`, msg`Geometri ve Ölçme`, msg`Veri İşleme`, msg`Olasılık`],
  },
  {
    id: 'coding',
    icon: '💻',
    title: msg`Kodlama`,
    audience: msg`5. sınıf ve üzeri`,
    description: msg`Bloklarla başlayıp metin tabanlı programlamaya uzanan, adım adım ilerleyen bir yol.`,
    topics: [
      msg`Algoritmik düşünme ve problem çözme`,
      msg`Blok tabanlı kodlama`,
      msg`Python ile metin tabanlı programlama`,
      msg`Veriyle çalışma ve görselleştirme`,
    ],
  },
  {
    id: 'robotics',
    icon: '🤖',
    title: msg`Robotik ve Elektronik`,
    audience: msg`6. sınıf ve üzeri`,
    description: msg`Deney setlerindeki devre elemanları ve sensörlerle kurulan, tasarım odaklı projeler.`,
    topics: [msg`Elektronik devre kurma`, msg`Sensörlerle ölçüm`, msg`Motor ve hareket kontrolü`, msg`Takım hâlinde robot tasarım projeleri`],
  },
];
