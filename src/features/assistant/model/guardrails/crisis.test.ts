import { describe, expect, it } from 'vitest';
import { detectCrisis } from './crisis.ts';

describe('detectCrisis: about the child', () => {
  it.each([
    'kendimi öldürmek istiyorum',
    'kendimi oldurmek istiyorum',
    'KENDİMİ ÖLDÜRECEĞİM',
    'intihar etmek istiyorum',
    'İntihar',
    'ölmek istiyorum',
    'olmek istiyorummm',
    'ÖLMEK İSTİYORUM',
    'ölmek istiyom artık',
    'keşke ölsem',
    'yaşamak istemiyorum',
    'yasamak istemiyorum artik',
    'yaşamaktan bıktım',
    'hayatımın anlamı yok',
    'kendime zarar veriyorum',
    'kendime zarar vermek istiyorum',
    'kendimi kesiyorum',
    'canıma kıyacağım',
    'kimse beni sevmiyor',
    'kendimi balkondan atacağım',
  ])('%s', (text) => {
    expect(detectCrisis(text)).toBe(true);
  });
});

describe('detectCrisis: someone hurting or threatening the child', () => {
  it.each([
    'bana vuruyor',
    'babam bana hep vuruyor',
    'annem beni dövüyor',
    'babam dövüyor',
    'okulda beni dövüyorlar',
    'evde dayak yiyorum',
    'taciz',
    'tacize uğradım',
    'istismar',
    'biri bana kötü dokunuyor',
    'beni kaçırmaya çalıştı',
    'kaçırıldım',
    'beni tehdit ediyor',
    'beni tehdit ediyorlar',
    'evden kaçmak istiyorum',
    'akran zorbalığı yaşıyorum',
    'benden çıplak fotoğraf istiyor',
    'fotoğraflarımı yayacakmış',
    'babam annemi dövüyor',
    'eve gitmekten korkuyorum',
    'beni odaya kilitliyorlar',
  ])('%s', (text) => {
    expect(detectCrisis(text)).toBe(true);
  });
});

describe('detectCrisis: science and everyday words stay quiet', () => {
  it.each([
    'Hücre ölümü nedir?',
    'yıldızın ölümü nasıl olur',
    'yangın söndürme yöntemleri',
    'ormanı yangından korumak için ne yapmalıyız',
    'bitki öldü mü',
    'bitkim neden öldü',
    'bakterileri öldürmek için sabun',
    'hücre intiharı nedir',
    'ışık şiddeti nasıl ölçülür',
    'deprem şiddeti ve büyüklüğü',
    'akım şiddeti birimi',
    'ormanları tehdit eden tehlikeler',
    'nesli tükenme tehdidi altındaki hayvanlar',
    'otobüsü kaçırdım',
    'dersi kaçırdım, konuyu anlatır mısın',
    'doktor olmak istiyorum',
    'bilim insanı olsam ne keşfederdim',
    'ağaçlar ölmek üzere mi',
    'kendimi keşfetmek',
    'kendimi kesinlikle iyi hissediyorum',
    'kendimi asla yorgun hissetmem',
    'homo sapiens',
    'Dover Boğazı nerede',
    'dalgalar kıyıya vuruyor',
    'çıplak gözle görülür mü',
    'dövme mürekkebi',
    'bu konuya vurgu yap',
  ])('%s', (text) => {
    expect(detectCrisis(text)).toBe(false);
  });
});
