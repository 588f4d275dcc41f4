/* eslint-disable lingui/no-unlocalized-strings -- words to recognise, never shown to anyone */

export type OffTopicReason = 'sports' | 'games' | 'people' | 'shows' | 'dating' | 'smallTalk' | 'jokes' | 'homework';

/**
 * Clearly-not-school topics children bring to a helper, folded (no Turkish letters, lower case). A
 * phrase matches whole words; a trailing `*` lets the last word take endings ("galatasaray'ın").
 * Only names and set phrases are here, never a word that also lives in a lesson: not "dizi" (an
 * arithmetic sequence, an array), "takım" (a kit), "gol" ("göl", a lake), "yıldız", "top", "oyun",
 * "film" or "ünlü" (a famous scientist). A question the content cannot answer is sent back as off
 * topic by the assistant anyway; this list only saves it the search for the obvious ones.
 */
export const OFF_TOPIC: Readonly<Record<OffTopicReason, readonly string[]>> = {
  sports: [
    'galatasaray*', 'fenerbahce*', 'besiktas*', 'trabzonspor*', 'basaksehir*', 'cimbom*',
    'real madrid*', 'barcelona*', 'barca', 'manchester*', 'liverpool*', 'juventus*', 'bayern*', 'psg',
    'messi*', 'ronaldo*', 'neymar*', 'mbappe*', 'haaland*', 'arda guler*', 'kenan yildiz*', 'icardi*',
    'osimhen*', 'dzeko*', 'calhanoglu*', 'super lig*', 'sampiyonlar ligi*',
    'takim tut*', 'takimi tut*', 'takimi tutuyorsun*', 'mac skoru*', 'maci kim*', 'mac sonucu*',
  ],
  games: [
    'minecraft*', 'roblox*', 'robux*', 'fortnite*', 'brawl*', 'clash royale*', 'clash of clans*',
    'pubg*', 'free fire*', 'among us*', 'gta', 'valorant*', 'league of legends*', 'pokemon*', 'pikachu*',
    'subway surfers*', 'candy crush*', 'fifa*', 'vbucks*', 'v bucks*', 'counter strike*', 'zula*',
    'mobile legends*', 'genshin*', 'playstation*', 'xbox*', 'nintendo*', 'oyun hilesi*', 'hile kodu*',
  ],
  people: [
    'sarkici*', 'taylor swift*', 'justin bieber*', 'billie eilish*', 'blackpink*', 'bts', 'tarkan*',
    'hadise*', 'aleyna tilki*', 'edis', 'mabel matiz*', 'semicenk*', 'ezhel*', 'murda*', 'enes batur*',
    'danla bilic*', 'orkun isitmak*', 'mrbeast*', 'mr beast*', 'tiktok*', 'instagram*', 'youtuber*',
    'influencer*',
  ],
  shows: [
    'netflix*', 'anime', 'animeler*', 'naruto*', 'one piece', 'squid game*', 'stranger things*',
    'harry potter*', 'spongebob*', 'sungerbob*', 'kurulus osman*', 'yali capkini*', 'kizilcik serbeti*',
    'rafadan tayfa*', 'kral sakir*', 'pepee*', 'niloya*', 'dizi izle*', 'film izle*', 'film oner*',
  ],
  dating: [
    'sevgilin*', 'sevgilim*', 'sevgili bul*', 'sevgili yap*', 'sevgili ol*', 'sevgili nasil*', 'flort*',
    'ask mektubu*', 'askim', 'benimle evlen*', 'evlenir misin*', 'evli misin*', 'hoslandigim*',
    'ondan hoslan*', 'crush*',
  ],
  smallTalk: [
    'kac yasindasin*', 'yasin kac*', 'en sevdigin*', 'adin ne*', 'ismin ne*', 'nerelisin*',
    'nerede yasiyorsun*', 'sen kimsin*', 'insan misin*', 'robot musun*', 'nasilsin*', 'naber*',
    'ne yapiyorsun',
  ],
  jokes: ['fikra*', 'saka yap*', 'espri yap*', 'komik bir sey*', 'beni guldur*', 'sarki soyle*'],
  homework: [
    'odevimi yap', 'odevimi yapar*', 'odevimi yapsana*', 'odevimi yapabilir*', 'odevimi sen*',
    'odevimi benim yerime*', 'benim yerime yap*', 'benim yerime coz*', 'benim yerime yaz*',
    'kopya cek*', 'kopya ver*', 'sinav cevaplari*', 'sinavin cevaplari*',
  ],
};
