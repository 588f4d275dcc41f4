import { chromium } from '@playwright/test';
const base = 'http://localhost:4173';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const [w, h, role, paths] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4], process.argv.slice(5)];
const accounts = { teacher: ['ogretmen@etkilab.example','Ogretmen123'], student: ['ogrenci@etkilab.example','Ogrenci123'], parent: ['veli@etkilab.example','Veli12345'], administrator: ['yonetici@etkilab.example','Yonetici123'] };
const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
const page = await context.newPage();
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await page.addInitScript(() => { localStorage.setItem('cookie-consent','declined'); localStorage.setItem('cookie-consent-date','2026-01-01T00:00:00.000Z'); });
await page.goto(base + '/login');
const panel = page.getByRole('tabpanel');
await panel.getByLabel('E-posta adresi').fill(accounts[role][0]);
await panel.getByLabel(/^Şifre(\s|\*|$)/).fill(accounts[role][1]);
await panel.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
await page.waitForURL('**/dashboard');
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(1500);
  const name = `${role}-${w}-${p.replace(/[^a-z0-9]+/gi, '_')}`;
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  console.log('shot', name, await page.title());
}
console.log('errors:', errors.slice(0, 10));
await browser.close();
