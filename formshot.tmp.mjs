import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
const B = ".build/lighthouse", port = 3998, base = `http://127.0.0.1:${port}`;
const env = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", APP_URL: base, DATA_DIR: mkdtempSync(path.join(tmpdir(), "fs-")),
  CLIENT_DIR: path.join(B, "client"), AUTH_SECRET: "lighthouse-secret-lighthouse-secret-0123", JOBS_ENABLED: "false", IP_RATE_LIMIT: "false", LOG_LEVEL: "warn", BENCH_MEMBERS: "1" };
delete env.DATABASE_URL;
spawnSync(process.execPath, [path.join(B, "server/bench-seed.js")], { env });
const server = spawn(process.execPath, [path.join(B, "server/main.js")], { env, stdio: "ignore" });
for (let i = 0; i < 100; i++) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const lang of ["de", "en"]) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await ctx.newPage();
  const zod = [];
  page.on("request", (r) => { if (/text-rules/.test(r.url())) zod.push(r.url()); });
  await page.goto(`${base}/forgot-password?lang=${lang}`, { waitUntil: "networkidle" });
  const before = zod.length;
  // Sent at once, before anything was typed: the validation waits for zod and shows its message.
  await page.getByRole("button", { name: lang === "de" ? /link/i : /link/i }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/forgot-empty-${lang}.png` });
  await page.getByRole("textbox").fill("not-an-address");
  await page.getByRole("button", { name: /link/i }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/forgot-invalid-${lang}.png` });
  console.log(lang, "zod before use:", before, "after:", zod.length);
  await ctx.close();
}
await browser.close(); server.kill();
