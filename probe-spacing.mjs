import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3111";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
await page.addInitScript(() => localStorage.setItem("pj.language", "de"));
await page.context().addCookies([{ name: "pj_language", value: "de", domain: "127.0.0.1", path: "/" }]);
await page.goto(base + process.argv[2]);
await page.addStyleTag({ content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }` });
await page.waitForTimeout(300);
const out = await page.evaluate(() => {
  const w = document.documentElement.clientWidth; const res = [];
  for (const el of document.querySelectorAll("body *")) { const r = el.getBoundingClientRect(); if (r.right > w + 0.5 && r.width > 0) res.push(`${el.tagName}.${el.className?.toString().slice(0,60)} right=${Math.round(r.right)} "${(el.textContent||"").trim().slice(0,40)}"`); }
  return res.slice(0, 15);
});
console.log(out.join("\n"));
await page.screenshot({ path: "/tmp/probe/spacing.png", fullPage: false, clip: {x:0,y:0,width:375,height:120} });
await browser.close();
