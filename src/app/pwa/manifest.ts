import type { ManifestOptions } from 'vite-plugin-pwa';
// Relative on purpose: vite.config.ts reads this file in Node, before the @/ alias exists.
import { siteConfig } from '../../shared/config/site.ts';

/** The web app manifest. Read at build time, so it stays plain data (no Lingui). */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: `${siteConfig.name} — Bilim, Matematik ve Kodlama`,
  short_name: siteConfig.shortName,
  description: 'İlkokul ve ortaokul için dijital deney içerikleri, sınıf araçları ve çocuklar için orman farkındalığı. İnternet olmadan da çalışır.',
  lang: 'tr',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: siteConfig.themeColor,
  background_color: siteConfig.backgroundColor,
  categories: ['education', 'kids'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Orman Farkındalığı',
      short_name: 'Orman',
      description: 'Çocuklar için orman etkinlikleri',
      url: '/forest',
      icons: [{ src: '/icons/shortcut-forest-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Ek Araçlar',
      short_name: 'Araçlar',
      description: 'Kronometre, birim çevirici ve diğer sınıf araçları',
      url: '/dashboard/tools',
      icons: [{ src: '/icons/shortcut-tools-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
};
