// `node scripts/bench/size-table.mjs <small.json> <large.json>`: two runs of `npm run bench -- --size`
// (bench-results/size-*.json) side by side, as the tables of docs/performance.md ("At size"): per
// database and route the req/s, p50 and p99 of both, and the large run's p99 as a multiple of the small.
import { readFileSync } from "node:fs";

const [smallFile, largeFile] = process.argv.slice(2);
if (!smallFile || !largeFile) {
  console.error("usage: node scripts/bench/size-table.mjs <small.json> <large.json>");
  process.exit(2);
}
const small = JSON.parse(readFileSync(smallFile, "utf8"));
const large = JSON.parse(readFileSync(largeFile, "utf8"));
const S = small.preset;
const L = large.preset;
// Route names that carry a page number differ between sizes ("page 1" at S is "page 51" at XL).
const key = (route) => route.replace(/page \d+$/, "deep page");

for (const big of large.results) {
  const little = small.results.find((r) => r.database === big.database);
  if (!little) continue;
  console.info(`\n${big.database}: ${S} beside ${L}`);
  console.info(
    `| route | ${S} req/s | ${S} p50 · p99 ms | ${L} req/s | ${L} p50 · p99 ms | ${L} CPU ms | p99 ${L}/${S} |`,
  );
  console.info("|---|---|---|---|---|---|---|");
  for (const row of big.rows) {
    const base = little.rows.find((r) => key(r.route) === key(row.route));
    const ratio = base && base.p99 > 0 ? (row.p99 / base.p99).toFixed(2) : "–";
    console.info(
      `| ${row.route} | ${base?.rps ?? "–"} | ${base ? `${base.p50} · ${base.p99}` : "–"} | ${row.rps} | ${row.p50} · ${row.p99} | ${row.cpuMsPerRequest?.toFixed(2) ?? "–"} | ${ratio} |`,
    );
  }
  console.info(`\n| ${big.database} | ${S} | ${L} |\n|---|---|---|`);
  const line = (label, f) => console.info(`| ${label} | ${f(little)} | ${f(big)} |`);
  line("migrations from scratch", (r) => `${r.migrateMs} ms`);
  line("seed:size", (r) => `${(r.seedMs / 1000).toFixed(1)} s`);
  for (const job of big.jobs) {
    line(`job ${job.job}`, (r) => {
      const j = r.jobs.find((x) => x.job === job.job);
      return j
        ? `${j.ms} ms (${Object.entries(j.summary ?? {})
            .filter(([, n]) => n)
            .map(([k, n]) => `${k} ${n}`)
            .join(", ")})`
        : "–";
    });
  }
  line("autosave during the two mail jobs, p50 · p99", (r) =>
    r.autosaveDuringJobs
      ? `${r.autosaveDuringJobs.p50} · ${r.autosaveDuringJobs.p99} ms, ${r.autosaveDuringJobs.errors} errors`
      : "–",
  );
  line("export of a member with 2,000 items more", (r) =>
    r.member.exportMs !== undefined ? `${r.member.exportMs} ms` : "–",
  );
  line("deletion of that member", (r) => (r.member.deleteMs !== undefined ? `${r.member.deleteMs} ms` : "–"));
  line("highest RSS of the server", (r) => `${r.peakRssMb} MB${r.nodeFlags ? ` (${r.nodeFlags})` : ""}`);
}
