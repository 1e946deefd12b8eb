// The host check `npm run lighthouse` prints before its table (decision 227): the same fixed work, ten
// times in one Chromium page, timed by the page. Computing alone is the control; allocating objects and
// building and laying out DOM nodes are what a page's hydration does. On a machine that runs Chromium
// as a phone runs it, each kind takes about the same time every round; where the allocations and DOM
// work scatter several-fold while the computing does not, the host (its memory and its scheduling, not
// the page) sets the length of the page's tasks, and with it Lighthouse's blocking time.
import { chromium } from "@playwright/test";

/** Minimum, median and maximum of each kind of work, in ms, and its spread (maximum / median). */
export async function hostCheck(chromePath) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--headless=new"],
  });
  try {
    const page = await browser.newPage();
    await page.goto("data:text/html,<!doctype html><title>host check</title><body></body>");
    // Each kind in rounds of its own, so that one kind's garbage is not collected inside another's time.
    const times = await page.evaluate(async () => {
      const kinds = {
        compute() {
          let x = 0;
          for (let i = 0; i < 1e7; i++) x = (x + i * 7) % 1000003;
          return x;
        },
        allocate() {
          const objects = [];
          for (let i = 0; i < 3e5; i++) objects.push({ i, text: `x${i}` });
          return objects.length;
        },
        dom() {
          const box = document.createElement("div");
          for (let i = 0; i < 3000; i++) {
            const p = document.createElement("p");
            p.textContent = `line ${i}`;
            box.append(p);
          }
          document.body.append(box);
          const height = box.getBoundingClientRect().height;
          box.remove();
          return height;
        },
      };
      const out = {};
      for (const [kind, work] of Object.entries(kinds)) {
        out[kind] = [];
        for (let round = 0; round < 16; round++) {
          await new Promise((resolve) => setTimeout(resolve, 30));
          const start = performance.now();
          work();
          out[kind].push(performance.now() - start);
        }
        // The first six rounds warm the JIT up (V8 reaches its optimised code for the loops by then).
        out[kind] = out[kind].slice(6);
      }
      return out;
    });
    const stats = (values) => {
      const sorted = [...values].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      const max = sorted.at(-1);
      return {
        min: Math.round(sorted[0]),
        median: Math.round(median),
        max: Math.round(max),
        spread: Math.round((max / median) * 10) / 10,
      };
    };
    return { compute: stats(times.compute), allocate: stats(times.allocate), dom: stats(times.dom) };
  } finally {
    await browser.close();
  }
}

/** One line per kind, and what the spreads say about this machine. */
export function describeHostCheck(check) {
  const line = (label, s) => `  ${label}: ${s.min}–${s.max} ms (median ${s.median}, max/median ${s.spread})`;
  const verdict =
    check.compute.spread >= 1.5
      ? "  Computing alone scatters: something beside the page takes the CPU (other work on this machine, or on its host), and its blocking times say little about the page."
      : Math.max(check.allocate.spread, check.dom.spread) >= 1.5
        ? "  The page's kind of work scatters on this machine while computing does not: its blocking times measure the host as much as the page (compare builds only in same-hour A/Bs)."
        : "  Steady: blocking times on this machine are the page's own.";
  return [
    "Host check (the same work ten times in one Chromium page):",
    line("computing", check.compute),
    line("allocating 300,000 objects", check.allocate),
    line("3,000 DOM nodes and their layout", check.dom),
    verdict,
  ].join("\n");
}
