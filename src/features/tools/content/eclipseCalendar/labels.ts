import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LunarKind, SolarKind } from '../../model/eclipseCalendar/eclipses.ts';
import type { ContactId, LocalSolar } from '../../model/eclipseCalendar/local.ts';

export const SOLAR_KIND: Record<SolarKind, MessageDescriptor> = {
  total: msg`Tam Güneş tutulması`,
  annular: msg`Halkalı Güneş tutulması`,
  hybrid: msg`Hibrit Güneş tutulması`,
  partial: msg`Parçalı Güneş tutulması`,
};

export const LUNAR_KIND: Record<LunarKind, MessageDescriptor> = {
  total: msg`Tam Ay tutulması`,
  partial: msg`Parçalı Ay tutulması`,
  penumbral: msg`Yarı gölge Ay tutulması`,
};

export const LOCAL_SOLAR_KIND: Record<NonNullable<LocalSolar['localKind']>, MessageDescriptor> = {
  total: msg`Buradan tam tutulma olarak görünür`,
  annular: msg`Buradan halkalı tutulma olarak görünür`,
  partial: msg`Buradan parçalı tutulma olarak görünür`,
};

export const SOLAR_CONTACT: Record<ContactId, MessageDescriptor> = {
  // Solar eclipses have no penumbral phase; listed only to complete the record.
  penumbralBegin: msg`Başlangıç`,
  partialBegin: msg`Ay, Güneş’i örtmeye başlar (1. temas)`,
  totalBegin: msg`Tam evre başlar (2. temas)`,
  peak: msg`En büyük an`,
  totalEnd: msg`Tam evre biter (3. temas)`,
  partialEnd: msg`Tutulma biter (4. temas)`,
  penumbralEnd: msg`Bitiş`,
};

/** In an annular eclipse the 2nd and 3rd contacts bound the "ring of fire". */
export const ANNULAR_CONTACT: Partial<Record<ContactId, MessageDescriptor>> = {
  totalBegin: msg`Halkalı evre başlar (2. temas)`,
  totalEnd: msg`Halkalı evre biter (3. temas)`,
};

export const LUNAR_CONTACT: Record<ContactId, MessageDescriptor> = {
  penumbralBegin: msg`Yarı gölge evresi başlar`,
  partialBegin: msg`Parçalı evre başlar`,
  totalBegin: msg`Tam evre başlar`,
  peak: msg`En büyük an`,
  totalEnd: msg`Tam evre biter`,
  partialEnd: msg`Parçalı evre biter`,
  penumbralEnd: msg`Yarı gölge evresi biter`,
};
