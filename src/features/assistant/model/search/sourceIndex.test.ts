import { describe, expect, it } from 'vitest';
import { addSources, createSourceIndex, MIN_RELATED, searchSources, type SourceDoc } from './sourceIndex.ts';

const doc = (id: string, title: string, text: string, kind: SourceDoc['kind'] = 'experiment'): SourceDoc => ({
  id,
  kind,
  title,
  href: `/x/${id}`,
  keywords: title,
  text,
});
const filler = (count: number) => Array.from({ length: count }, (_, index) => doc(`experiment:f${index}`, `Deney ${index}`, `mıknatıs ${index} demir çeker`));

describe('searching the sources', () => {
  it('does not look a word the content uses one letter away: "orman" finds no "oran" or "organ"', () => {
    const index = createSourceIndex([
      ...filler(20),
      doc('experiment:ratio', 'Oranlar', 'oran oran oranı organ organlar'),
      doc('forest:forest', 'Orman', 'orman ağaçları'),
    ]);
    expect(searchSources(index, 'orman').hits.map((hit) => hit.source)).toEqual(['forest:forest']);
  });

  it('still finds a mistyped word one letter away ("gölke" → gölge), offering the source rather than answering', () => {
    const index = createSourceIndex([...filler(20), doc('experiment:shadow', 'Gölgemin Boyu', 'gölge boyu ölçülür')]);
    const search = searchSources(index, 'gölke boyu');
    expect(search.hits[0]?.source).toBe('experiment:shadow');
    expect(search.covered).toBe(false);
    expect(search.coverage).toBeGreaterThanOrEqual(MIN_RELATED);
  });

  it('ranks a short page holding every word of the question above a long text holding them here and there', () => {
    // Experiments are long (every passage of one is its text); a forest page is two sentences.
    const long = (first: string) =>
      [first, ...Array.from({ length: 40 }, (_, index) => `Kıyıda ${index}. ölçümde martı tüyü, deniz suyu, sünger, pamuk ve yağ lekesi incelenir.`)].join(' ');
    const index = createSourceIndex([
      ...Array.from({ length: 30 }, (_, index) => doc(`experiment:e${index}`, 'Deney', long('Deniz kıyısı.'))),
      {
        ...doc('experiment:oil', 'Petrol Sızıntısı', long('Türkiye kıyılarında petrol geniş bir alanı kaplar; kıyıdaki ağaç türü etkilenir.')),
        keywords: 'Petrol · Türkiye kıyıları',
      },
      doc('forest:pine', 'Kızılçam', 'Kızılçam, Türkiye’de en geniş alanı kaplayan ağaç türüdür.', 'forest'),
    ]);
    expect(searchSources(index, 'türkiyede en geniş alanı kaplayan ağaç türü hangisi').hits[0]?.source).toBe('forest:pine');
  });

  it('says it has nothing when the word that matters is nowhere in the content, even one letter from a word it has', () => {
    // "Osmanlı Devleti ne zaman kuruldu?" found a forest page by "orman", "devlet" and "kurulan".
    const forest = createSourceIndex([
      ...filler(30),
      ...Array.from({ length: 10 }, (_, index) => doc(`experiment:d${index}`, `Deney ${index}`, 'Devletin kurduğu okulda kurulan bir düzenek.')),
      doc('forest:memorial', 'Hatıra Ormanı', 'Bir kişi adına kurulan ormandır. Alan devletin ormanı olarak kalır.', 'forest'),
    ]);
    expect(searchSources(forest, 'Osmanlı Devleti kuruldu').hits[0]?.source).toBe('forest:memorial');
    expect(searchSources(forest, 'Osmanlı Devleti kuruldu').covered).toBe(false);

    const index = createSourceIndex([...filler(58), doc('experiment:water', 'Su', 'Su kaptan alınır.')]);
    const search = searchSources(index, 'Türev nedir, nasıl alınır?');
    expect(search.hits[0]?.source).toBe('experiment:water');
    expect(search.covered).toBe(false);
  });

  it('ranks a source holding the rare word of the question above one holding its common words', () => {
    // Each word counts by how telling it is: "yangın" is on one page, "şişe", "bırak" and "çıkar" everywhere.
    const bottles = Array.from({ length: 12 }, (_, index) =>
      doc(`experiment:b${index}`, `Şişe ${index}`, 'Cam şişeyi bırak, balon şişer. Şişeden gaz çıkar. Orman yolunda şişeyi bırakma.'),
    );
    const index = createSourceIndex([
      ...filler(30),
      ...bottles,
      doc('forest:fire', 'Yangını Önle', 'Ormandaki tehlikeli çöpü bul, ormanı yangından koru!', 'forest'),
    ]);
    expect(searchSources(index, 'ormana cam şişe bırakırsak yangın çıkar mı').hits[0]?.source).toBe('forest:fire');
  });

  it('puts the grade a teacher names first: "1. sınıf örüntü etkinliği" finds the grade-1 patterns, not the grade-7 ones', () => {
    const item = (id: string, title: string, grade: number, text: string): SourceDoc => ({
      ...doc(`experiment:${id}`, title, text),
      keywords: `${title} · Örüntü · ${grade}. sınıf`,
      grade,
    });
    const index = createSourceIndex([
      ...filler(30),
      item('growing', 'Büyüyen Örüntüler', 7, 'Örüntünün kuralını harfle yaz. Etkinlik: adımları say.'),
      item('repeating', 'Sıradaki Hangisi?', 1, 'Renkli boncuklarla örüntü yap.'),
    ]);
    expect(searchSources(index, '1. sınıf örüntü etkinliği').hits[0]?.source).toBe('experiment:repeating');
    // A grade no source has is not looked for one digit away.
    expect(searchSources(index, '9. sınıf').hits).toEqual([]);
  });

  it('does not answer a long word the content only starts like: "yanardağlar" (volcanoes) is not a lamp that "yanar" (burns)', () => {
    const circuits = Array.from({ length: 5 }, (_, index) =>
      doc(`experiment:c${index}`, `Devre ${index}`, 'Anahtar kapanınca lamba yanar. Fazla akımda ampul patlar. Lamba yanarken ısınır.'),
    );
    const index = createSourceIndex([...filler(30), ...circuits]);
    // Both keys, "yanar" and "patla", are in the circuits: by its keys alone the question is covered in full.
    expect(searchSources(index, 'yanardağlar neden patlar').covered).toBe(false);
    expect(searchSources(index, 'yanardağ neden patlar').covered).toBe(false);
    // A long word whose first six letters the content does use is judged by its key as before.
    expect(searchSources(index, 'lamba yanarken neden ısınır').covered).toBe(true);
    expect(searchSources(index, 'mıknatıslar demiri çeker mi').covered).toBe(true);

    // A source added later (a blog post cached on the device) brings its words with it.
    addSources(index, [doc('blog:volcano', 'Yanardağlar', 'Yanardağ patlar, lav akar.', 'blog')]);
    const search = searchSources(index, 'yanardağlar neden patlar');
    expect(search.hits[0]?.source).toBe('blog:volcano');
    expect(search.covered).toBe(true);
  });

  it('weighs a word shorter than a key by its share of a key: "set" of a field wall does not answer a volleyball question', () => {
    const index = createSourceIndex([
      ...filler(40),
      doc('experiment:canal', 'Su Arkı', 'Fındık tarladaki küçük set taşını düzeltti. Su arkı nerede biter?'),
      doc('experiment:blocks', 'Taban Blokları', 'Her grup için 1 set blok.'),
      doc('experiment:survey', 'Anket', 'Öğrencilerin 12’si basketbolu, 9’u futbolu, kalanlar voleybolu seçti. Sonuçları tabloya yaz.'),
      ...Array.from({ length: 8 }, (_, index) => doc(`experiment:n${index}`, `Sayılar ${index}`, 'Bu sayıda adım at.')),
      ...Array.from({ length: 2 }, (_, index) => doc(`experiment:g${index}`, `Oyun ${index}`, 'Oyun burada biter.')),
    ]);
    // "set" and "biter" are half the question's weight when "set" counts as much as "voleybol".
    const search = searchSources(index, 'voleybolda bir set kaç sayıda biter');
    expect(search.hits[0]?.source).toBe('experiment:canal');
    expect(search.covered).toBe(false);
    expect(searchSources(index, 'su arkındaki set taşı').covered).toBe(true);
  });
});
