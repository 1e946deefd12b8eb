// Renders the app icons (public/icons/*.png) from the favicon's drawing with Chromium; run by hand
// when the logo changes: `node scripts/make-icons.mjs`. The PNGs are committed.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public", "icons");
mkdirSync(out, { recursive: true });

const glyph = `<path d="M20 40c4-10 8-16 12-16s8 6 12 16" fill="none" stroke="#faf7f2" stroke-width="4" stroke-linecap="round"/><circle cx="32" cy="18" r="4" fill="#e6a15c"/>`;
// "any": the round logo on a transparent ground, as the favicon.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#2f6f6a"/>${glyph}</svg>`;
// "maskable": full bleed, the drawing inside the middle 80 % safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2f6f6a"/><g transform="translate(32 32) scale(1.2) translate(-32 -29)">${glyph}</g></svg>`;
// Apple's home screen icon: square, no transparency.
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#faf7f2"/><circle cx="32" cy="32" r="28" fill="#2f6f6a"/>${glyph}</svg>`;

const icons = [
  ["icon-192.png", any, 192],
  ["icon-512.png", any, 512],
  ["icon-maskable-512.png", maskable, 512],
  ["icon-maskable-192.png", maskable, 192],
  ["apple-touch-icon.png", apple, 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
for (const [name, svg, size] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: path.join(out, name), omitBackground: true });
  await page.close();
}
await browser.close();
process.stdout.write(`icons written to ${path.relative(root, out)}\n`);
