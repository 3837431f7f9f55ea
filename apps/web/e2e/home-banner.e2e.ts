import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForTests } from './support.ts';

const browser = browserForTests();

const slides = 'section[aria-label="Featured collections"] [aria-roledescription="slide"]';

/** A visit with motion allowed (openSession asks for reduced motion, which stops the carousel). */
async function homeWithMotion(width: number, height: number): Promise<Page> {
  const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width, height } });
  await context.addInitScript(() => window.localStorage.setItem('startupSpinnerMs', '0'));
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Made to catch the light' }).waitFor();
  return page;
}

/** For each slide, how opaque its copy looks on screen: its own opacity times its ancestors'. */
const copyOpacities = (page: Page) =>
  page.locator(slides).evaluateAll((elements) =>
    elements.map((slide) => {
      let element: Element | null = slide.querySelector('h2');
      let opacity = 1;
      while (element) {
        opacity *= Number(getComputedStyle(element).opacity);
        element = element.parentElement;
      }
      return opacity;
    }),
  );

describe('the home banner', () => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`shows one slide's real text at a time, through a whole fade, at ${width} px`, async () => {
      const page = await homeWithMotion(width, height);
      // Real text in the site's serif, over a picture that has none of its own.
      const heading = page.getByRole('heading', { name: 'Made to catch the light', level: 2 });
      expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Cormorant Garamond/);
      const picture = await page.locator(`${slides} img`).first().getAttribute('src');
      const svg = await (await fetch(new URL(picture ?? '', baseUrl()))).text();
      expect(svg).not.toContain('<text');
      expect(await page.locator(slides).nth(1).getAttribute('aria-hidden')).toBe('true');

      // Readable on a phone: the copy fits inside the banner and the page does not scroll sideways.
      const box = await heading.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(
        await heading.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
      ).toBeGreaterThanOrEqual(28);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Sample the copy through autoplayed fades: never two slides' words on screen at once.
      const samples: number[][] = [];
      const until = Date.now() + 4000;
      while (Date.now() < until) {
        samples.push(await copyOpacities(page));
        await page.waitForTimeout(40);
      }
      const overlaps = samples.filter((s) => s.filter((opacity) => opacity > 0.05).length > 1);
      expect(overlaps).toEqual([]);
      // …and the carousel did move: each slide's copy was fully shown at some point.
      for (const i of [0, 1])
        expect(
          samples.some((s) => (s[i] ?? 0) > 0.95),
          `slide ${i + 1}`,
        ).toBe(true);
      const shown = await page.locator(`${slides}:not([aria-hidden="true"])`).count();
      expect(shown).toBe(1);
      await page.context().close();
    });
  }
});
