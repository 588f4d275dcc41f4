import { msg } from '@lingui/core/macro';
import type { Grade, Unit } from '../types.ts';

const unit = (grade: Grade, number: number, title: Unit['title']): Unit => ({ id: `F.${grade}.${number}`, subject: 'science', grade, title });

/**
 * The units of the MEB Fen Bilimleri programme (2018, grades 3–8), in the programme's order; the id
 * is the unit's number in its grade, the first two parts of its outcome codes (F.5.5.1.1 is in F.5.5).
 */
export const SCIENCE_UNITS: readonly Unit[] = [
  unit(3, 1, msg`Gezegenimizi Tanıyalım`),
  unit(3, 2, msg`Beş Duyumuz`),
  unit(3, 3, msg`Kuvveti Tanıyalım`),
  unit(3, 4, msg`Maddeyi Tanıyalım`),
  unit(3, 5, msg`Çevremizdeki Işık ve Sesler`),
  unit(3, 6, msg`Canlılar Dünyasına Yolculuk`),
  unit(3, 7, msg`Elektrikli Araçlar`),
  unit(4, 1, msg`Yer Kabuğu ve Dünya’mızın Hareketleri`),
  unit(4, 2, msg`Besinlerimiz`),
  unit(4, 3, msg`Kuvvetin Etkileri`),
  unit(4, 4, msg`Maddenin Özellikleri`),
  unit(4, 5, msg`Aydınlatma ve Ses Teknolojileri`),
  unit(4, 6, msg`İnsan ve Çevre`),
  unit(4, 7, msg`Basit Elektrik Devreleri`),
  unit(5, 1, msg`Güneş, Dünya ve Ay`),
  unit(5, 2, msg`Canlılar Dünyası`),
  unit(5, 3, msg`Kuvvetin Ölçülmesi ve Sürtünme`),
  unit(5, 4, msg`Madde ve Değişim`),
  unit(5, 5, msg`Işığın Yayılması`),
  unit(5, 6, msg`İnsan ve Çevre`),
  unit(5, 7, msg`Elektrik Devre Elemanları`),
  unit(6, 1, msg`Güneş Sistemi ve Tutulmalar`),
  unit(6, 2, msg`Vücudumuzdaki Sistemler`),
  unit(6, 3, msg`Kuvvet ve Hareket`),
  unit(6, 4, msg`Madde ve Isı`),
  unit(6, 5, msg`Ses ve Özellikleri`),
  unit(6, 6, msg`Vücudumuzdaki Sistemler ve Sağlığı`),
  unit(6, 7, msg`Elektriğin İletimi`),
  unit(7, 1, msg`Güneş Sistemi ve Ötesi`),
  unit(7, 2, msg`Hücre ve Bölünmeler`),
  unit(7, 3, msg`Kuvvet ve Enerji`),
  unit(7, 4, msg`Saf Madde ve Karışımlar`),
  unit(7, 5, msg`Işığın Madde ile Etkileşimi`),
  unit(7, 6, msg`Canlılarda Üreme, Büyüme ve Gelişme`),
  unit(7, 7, msg`Elektrik Devreleri`),
  unit(8, 1, msg`Mevsimler ve İklim`),
  unit(8, 2, msg`DNA ve Genetik Kod`),
  unit(8, 3, msg`Basınç`),
  unit(8, 4, msg`Madde ve Endüstri`),
  unit(8, 5, msg`Basit Makineler`),
  unit(8, 6, msg`Enerji Dönüşümleri ve Çevre Bilimi`),
  unit(8, 7, msg`Elektrik Yükleri ve Elektrik Enerjisi`),
];
