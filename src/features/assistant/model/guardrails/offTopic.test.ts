import { describe, expect, it } from 'vitest';
import { isOffTopic, offTopicReason } from './offTopic.ts';
import { OFF_TOPIC } from './offTopicWords.ts';

describe('isOffTopic: obvious non-school questions', () => {
  it.each([
    ['Galatasaray mı Fenerbahçe mi?', 'sports'],
    ["Galatasaray'ın maçı ne zaman", 'sports'],
    ['Messi mi Ronaldo mu daha iyi', 'sports'],
    ['Arda Güler kaç gol attı', 'sports'],
    ['hangi takımı tutuyorsun', 'sports'],
    ["Minecraft'ta elmas nasıl bulunur", 'games'],
    ['Roblox bedava robux', 'games'],
    ['Brawl Stars en iyi karakter', 'games'],
    ['FORTNITE', 'games'],
    ['en sevdiğin şarkıcı kim', 'people'],
    ['Taylor Swift kaç yaşında', 'people'],
    ['tiktok hesabım', 'people'],
    ['Netflix dizisi öner', 'shows'],
    ['Kuruluş Osman ne zaman', 'shows'],
    ['sevgilin var mı', 'dating'],
    ['sevgili nasıl bulunur', 'dating'],
    ['kaç yaşındasın', 'smallTalk'],
    ['en sevdiğin renk ne', 'smallTalk'],
    ['sen kimsin', 'smallTalk'],
    ['bana bir fıkra anlat', 'jokes'],
    ['şaka yap', 'jokes'],
    ['ödevimi yap', 'homework'],
    ['ödevimi yapar mısın', 'homework'],
    ['benim yerime çöz şunu', 'homework'],
    ['sınavda nasıl kopya çekilir', 'homework'],
  ])('%s → %s', (text, reason) => {
    expect(offTopicReason(text)).toBe(reason);
    expect(isOffTopic(text)).toBe(true);
  });
});

describe('isOffTopic: school, science, programming, forest and platform words stay on topic', () => {
  it.each([
    'aritmetik dizi nedir',
    'hangi dizi aritmetik dizidir',
    'Python dizi elemanları',
    'futbol topu neden yuvarlak',
    'topa vurunca neden hızlanır',
    'deney takımı içinde ne var',
    'göl suyu neden donar',
    'gölge nasıl oluşur',
    'yıldızlar neden parlar',
    'Edison ampulü nasıl buldu',
    'ünlü bilim insanları',
    'oyun hamuru ile deney',
    'eğitici oyunlar',
    'ince film tabakası',
    'orman yangınları nasıl önlenir',
    'ağaç dikmek',
    'animasyon nasıl yapılır',
    'Scratch ile oyun yapma',
    'Blockly döngü',
    'sevgili öğretmenim için deney',
    'ödevim var mı',
    'ödevimi yaptım kontrol eder misin',
    'kaç yaşında ağaçlar meyve verir',
    'en sevilen deney hangisi',
    'mıknatıs nasıl çalışır',
    'fotosentez nedir',
  ])('%s', (text) => {
    expect(isOffTopic(text)).toBe(false);
  });
});

describe('the phrase list', () => {
  it('is written folded: lower case a–z, digits, spaces and a final *', () => {
    for (const phrases of Object.values(OFF_TOPIC)) {
      for (const phrase of phrases) expect(phrase).toMatch(/^[a-z0-9]+(?: [a-z0-9]+)*\*?$/);
    }
  });
});
