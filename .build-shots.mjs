import { chromium } from "@playwright/test";
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"] });
async function member(lang, width, email, plan = "deep") {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === "de" ? "de-DE" : "en-GB" });
  await ctx.addCookies([{ name: "pj_language", value: lang, domain: "127.0.0.1", path: "/" }]);
  await ctx.addInitScript((l) => localStorage.setItem("pj.language", l), lang);
  const page = await ctx.newPage();
  let r = await page.request.post(`${base}/api/auth/sign-up/email`, { data: { email, password: "secret123", name: lang === "de" ? "Mara Muster" : "Mary Sample", ageConfirmed: true, language: lang }, headers: { origin: base } });
  if (!r.ok()) r = await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password: "secret123" }, headers: { origin: base } });
  await page.request.post(`${base}/api/plans/checkout`, { data: { plan, idempotencyKey: crypto.randomUUID() }, headers: { origin: base } });
  return { ctx, page };
}
const shots = JSON.parse(process.env.SHOTS);
for (const [lang, width, who, path, name, action] of shots) {
  const { ctx, page } = await member(lang, width, who);
  await page.goto(`${base}${path}`);
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(1500);
  if (action === "dialog") { await page.getByRole("button", { name: /Neuer Beitrag|New post/ }).first().click().catch(() => {}); await page.waitForTimeout(800); }
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: action === "full" });
  await ctx.close();
}
await browser.close();
