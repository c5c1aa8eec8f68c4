// Measures the first-load scripts of '/' (ordinary web visit) on the built app and looks for LINE mini-app code.
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { withAppOnMock } from './lib/app-on-mock.mjs';

const MARKERS = { sdk: 'LIFF_STORE', mock: 'You need to call liff.init first', host: 'line:start.failed', privacy: 'privacyPolicy.loading', domain: 'liff.state', gate: 'liffClientId' };
const code = await withAppOnMock('measure', async ({ baseURL }) => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const path of ['/', '/restaurants/r1001/menus/m-grand']) {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    await context.addInitScript(() => { sessionStorage.setItem('servingType', JSON.stringify('takeout')); sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null })); });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (r) => { if (r.request().resourceType() === 'script') bodies.push(r.body().then((b) => ({ url: r.url(), b })).catch(() => null)); });
    await page.goto(baseURL + path, { waitUntil: 'networkidle' });
    const all = (await Promise.all(bodies)).filter(Boolean);
    const gzip = all.reduce((s, { b }) => s + gzipSync(b, { level: 9 }).length, 0);
    const found = Object.fromEntries(Object.entries(MARKERS).map(([k, m]) => [k, all.filter(({ b }) => b.toString().includes(m)).map(({ url }) => url.split('/').pop())]));
    console.log(path, 'files', all.length, 'gzip', (gzip / 1024).toFixed(1), 'kB', JSON.stringify(found));
    await context.close();
  }
  await browser.close();
  return 0;
});
process.exit(code);
