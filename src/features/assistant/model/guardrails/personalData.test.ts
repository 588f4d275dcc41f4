import { describe, expect, it } from 'vitest';
import { maskPersonalData } from './personalData.ts';

const PHONE = '[telefon gizlendi]';
const EMAIL = '[e-posta gizlendi]';
const ID = '[kimlik no gizlendi]';

describe('maskPersonalData: phone numbers', () => {
  it.each([
    '0532 123 45 67',
    '05321234567',
    '5321234567',
    '+90 532 123 4567',
    '+905321234567',
    '0090 532 123 45 67',
    '90 532 123 45 67',
    '532-123-45-67',
    '0532-123-45-67',
    '0532.123.45.67',
    '(0212) 555 12 34',
    '(212) 555 12 34',
    '0 (532) 123 45 67',
    '+90 (532) 123-45-67',
    '0532 1234567',
    '0850 123 45 67',
    '0 312 444 55 66',
  ])('hides %s', (phone) => {
    const result = maskPersonalData(`Numaram ${phone} beni ara`);
    expect(result.text).toBe(`Numaram ${PHONE} beni ara`);
    expect(result.found).toEqual(['phone']);
  });

  it('hides a number at the very start and end, and more than one', () => {
    expect(maskPersonalData('05321234567').text).toBe(PHONE);
    expect(maskPersonalData('annem 0532 123 45 67, babam 0533 765 43 21').text).toBe(`annem ${PHONE}, babam ${PHONE}`);
  });
});

describe('maskPersonalData: e-mail addresses', () => {
  it.each(['elif.yilmaz@gmail.com', 'Elif_2013@hotmail.com.tr', 'öğrenci@okul.k12.tr', 'ali @ gmail.com', 'deniz@gmail'])('hides %s', (email) => {
    const result = maskPersonalData(`mailim ${email} yaz bana`);
    expect(result.text).toBe(`mailim ${EMAIL} yaz bana`);
    expect(result.found).toEqual(['email']);
  });

  it('keeps the full stop that ends the sentence', () => {
    expect(maskPersonalData('Adresim ali@example.com.').text).toBe(`Adresim ${EMAIL}.`);
  });

  it('takes the address whole even when it holds a phone number', () => {
    expect(maskPersonalData('ali05321234567@gmail.com').text).toBe(EMAIL);
  });

  it('leaves an insult spelt with @ for the profanity check to see', () => {
    expect(maskPersonalData('sen s@l@k').text).toBe('sen s@l@k');
  });
});

describe('maskPersonalData: T.C. kimlik numbers', () => {
  it('hides eleven digits whether or not the checksum holds', () => {
    // 10000000146 passes the checksum; 12345678901 does not — both point at a child.
    expect(maskPersonalData('TC kimlik no: 10000000146').text).toBe(`TC kimlik no: ${ID}`);
    expect(maskPersonalData('tc 12345678901').text).toBe(`tc ${ID}`);
    expect(maskPersonalData('tc12345678901').text).toBe(`tc${ID}`);
    expect(maskPersonalData('12345678901').found).toEqual(['nationalId']);
  });

  it('does not hide ten or twelve digits as an ID, nor one starting with 0', () => {
    expect(maskPersonalData('1234567890').found).toEqual([]);
    expect(maskPersonalData('123456789012').found).toEqual([]);
  });
});

describe('maskPersonalData: ordinary numbers stay', () => {
  it.each([
    'Su 100 derecede kaynar mı?',
    'Kalem 3,5 cm uzunluğunda',
    'Dünyada 1.000.000 tür böcek var mı?',
    '1 000 000 000 kaç sıfır?',
    '2025 yılında tutulma olacak mı?',
    '12 volt pil ile ampul yanar mı?',
    'Işığın hızı 300000000 m/s mi?',
    'Işık saniyede 300.000 km yol alır',
    'π sayısı 3.1415926535 diye gider',
    'π sayısı 3,14159265358979 diye gider',
    'Dünya nüfusu 8000000000 mı?',
    'Güneş 5000000000 yıl daha yanar mı?',
    '20000000000 çok büyük bir sayı',
    '25 35 45 55 65 sayılarının ortalaması',
    '2 4 6 8 10 12 14 16 18 20 çift sayılardır',
    '12.05.2025 tarihinde deney yaptık',
    '4m uzunluğunda ip ve 5 kg kütle',
    'H2O ve CO2 formülleri',
    'Saat 14:30 da 0,5 litre su',
  ])('%s', (text) => {
    expect(maskPersonalData(text)).toEqual({ text, found: [] });
  });
});

describe('maskPersonalData: several kinds at once', () => {
  it('lists each kind once, in a fixed order', () => {
    const result = maskPersonalData('ali@gmail.com 05321234567 12345678901 0533 111 22 33');
    expect(result.text).toBe(`${EMAIL} ${PHONE} ${ID} ${PHONE}`);
    expect(result.found).toEqual(['phone', 'email', 'nationalId']);
  });
});
