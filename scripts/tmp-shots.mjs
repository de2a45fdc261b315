// Ad-hoc screenshots (not committed): node scripts/tmp-shots.mjs <port> <outDir> <path>[#anchor] ...
import {launchChromium} from './bench-browser.mjs';
const [port, out, ...paths] = process.argv.slice(2);
const browser = await launchChromium();
for (const p of paths) {
  const [route, anchor] = p.split('#');
  for (const prefix of ['', '/en'])
    for (const mode of ['dark', 'light'])
      for (const width of [1440, 390]) {
        const page = await browser.newPage({viewport: {width, height: width > 400 ? 900 : 844}});
        await page.goto(`http://127.0.0.1:${port}${prefix}${route}?docusaurus-theme=${mode}`, {waitUntil: 'networkidle'});
        if (anchor) await page.evaluate((a) => document.getElementById(a)?.scrollIntoView(), anchor);
        await page.waitForTimeout(300);
        const name = `${out}/${(prefix || '/zh') + route}${anchor ? '-' + anchor : ''}-${mode}-${width}.png`.replace(/\//g, '_').replace(/^_tmp_shots_/, '');
        await page.screenshot({path: `${out}/${name}`});
        await page.close();
      }
}
await browser.close();
