import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { messages } from '@locales/tr/legal.po';
import { i18n } from '@/shared/i18n/i18n.ts';
import { siteConfig } from '@/shared/config/site.ts';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { PrivacyPage } from './PrivacyPage.tsx';
import { TermsPage } from './TermsPage.tsx';
import { CookiesPage } from './CookiesPage.tsx';

type PageCase = { title: string; Page: ComponentType; sections: string[] };

// Written out by hand on purpose: removing or renaming a required section must fail here.
const pages: PageCase[] = [
  {
    title: 'Gizlilik Politikası',
    Page: PrivacyPage,
    sections: [
      'Veri sorumlusu',
      'Topladığımız kişisel veriler',
      'Altyapı, barındırma ve sunucular',
      'Ödeme ve oturum açma hizmetleri',
      'Çocukların kişisel verileri ve veli onayı',
      'Kişisel verileri işleme amaçlarımız',
      'Hukuki sebepler (KVKK md. 5 ve 6)',
      'Saklama süreleri',
      'Kişisel verilerin aktarılması',
      'Veri güvenliği',
      'Haklarınız (KVKK md. 11)',
      'Başvuru yöntemi ve iletişim',
      'Değişiklikler ve yürürlük',
    ],
  },
  {
    title: 'Kullanım Koşulları',
    Page: TermsPage,
    sections: [
      'Taraflar ve kapsam',
      'Tanımlar',
      'Hizmetin tanımı',
      'Hesaplar ve üyelik',
      'Kullanıcının yükümlülükleri',
      'Ücretli hizmetler ve ödeme',
      'Fikri mülkiyet hakları',
      'Sorumluluğun sınırlandırılması',
      'Hesabın askıya alınması ve sona erme',
      'Kişisel verilerin korunması',
      'Uyuşmazlıkların çözümü',
      'Son hükümler',
    ],
  },
  {
    title: 'Çerez Politikası',
    Page: CookiesPage,
    sections: [
      'Çerez nedir?',
      'Çerezleri neden kullanıyoruz?',
      'Kullandığımız çerez türleri',
      'Çerezleri nasıl yönetebilirsiniz?',
      'Tarayıcı ayarlarından yönetim',
      'Politikadaki değişiklikler',
      'İletişim',
    ],
  },
];

const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const sectionHeadings = (): string[] =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map(text)
    .filter((heading) => heading !== 'İçindekiler')
    .map((heading) => heading.replace(/^\d+\.\s*/, ''));

beforeAll(() => {
  i18n.load('tr', messages);
  i18n.activate('tr');
});

describe.each(pages)('$title', ({ title, Page, sections }) => {
  it('has one h1, the effective date and every required section, in order', async () => {
    await renderWithRouter(<Page />);

    const h1s = await screen.findAllByRole('heading', { level: 1 });
    expect(h1s.map(text)).toEqual([title]);
    expect(screen.getByText((_, element) => element?.tagName === 'P' && text(element) === 'Yürürlük tarihi: 1 Haziran 2025')).toBeTruthy();
    expect(sectionHeadings()).toEqual(sections);
  });

  it('lists every section in the contents, each link pointing at its section', async () => {
    await renderWithRouter(<Page />);
    const toc = await screen.findByRole('navigation', { name: 'İçindekiler' });
    const links = within(toc).getAllByRole('link');
    expect(links.map(text)).toEqual(sections);
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').replace(/^#/, '');
      const target = document.getElementById(id);
      expect(target?.tagName).toBe('SECTION');
      expect(target?.querySelector('h2') ? text(target.querySelector('h2') as Element) : '').toContain(text(link));
    }
  });
});

describe('content that the law or the brief requires', () => {
  it('privacy lists all nine KVKK md. 11 rights and how to apply', async () => {
    await renderWithRouter(<PrivacyPage />);
    const rights = await screen.findByTestId('kvkk-rights');
    expect(within(rights).getAllByRole('listitem')).toHaveLength(9);
    const mailLinks = screen.getAllByRole('link', { name: siteConfig.infoEmail });
    expect(mailLinks[0]?.getAttribute('href')).toBe(`mailto:${siteConfig.infoEmail}`);
    expect(document.body.textContent).toContain(siteConfig.address);
  });

  it('terms give jurisdiction to the configured city', async () => {
    await renderWithRouter(<TermsPage />);
    await screen.findAllByRole('heading', { level: 1 });
    expect(document.body.textContent).toContain(`${siteConfig.jurisdictionCity} Mahkemeleri ve İcra Daireleri yetkilidir`);
  });

  it('cookies name the real storage keys and give steps for each browser', async () => {
    await renderWithRouter(<CookiesPage />);
    const keys = within(await screen.findByTestId('local-storage-keys'))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('code')?.textContent);
    expect(keys).toEqual(expect.arrayContaining(['cookie-consent', 'cookie-consent-date', 'auth-storage']));
    const browsers = screen.getAllByRole('heading', { level: 3 }).map(text);
    expect(browsers).toEqual(expect.arrayContaining(['Google Chrome', 'Safari (Mac)', 'Safari (iPhone ve iPad)', 'Mozilla Firefox', 'Microsoft Edge']));
  });
});
