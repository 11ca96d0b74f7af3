// Reads the colour a person sees, so "a green message" can be checked as a hue, not a class.
import type { Locator } from 'playwright-core';

/** Hue (0–360) of a CSS rgb()/rgba() colour; null for grey, transparent or unparsable. */
export function hueOf(cssColor: string): number | null {
  const m = /rgba?\(\s*([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:[ ,/]+([\d.]+))?/.exec(cssColor);
  if (!m) return null;
  const [r, g, b] = [Number(m[1]) / 255, Number(m[2]) / 255, Number(m[3]) / 255];
  if (m[4] !== undefined && Number(m[4]) === 0) return null;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d < 0.08) return null;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** Text colour, and the nearest non-transparent background, of an element. */
export async function colorsOf(locator: Locator): Promise<{ text: string; background: string }> {
  return locator.evaluate((el) => {
    let bg = 'rgba(0, 0, 0, 0)';
    for (let node: Element | null = el; node; node = node.parentElement) {
      const c = getComputedStyle(node).backgroundColor;
      if (!/rgba\(0, 0, 0, 0\)|transparent/.test(c)) {
        bg = c;
        break;
      }
    }
    return { text: getComputedStyle(el).color, background: bg };
  });
}

const isGreen = (hue: number | null) => hue !== null && hue >= 80 && hue <= 170;

/** True when the text or its background is green (Mantine's light alerts tint both). */
export async function looksGreen(locator: Locator): Promise<boolean> {
  const { text, background } = await colorsOf(locator);
  return isGreen(hueOf(text)) || isGreen(hueOf(background));
}
