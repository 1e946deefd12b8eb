// `node scripts/bench/size-table.mjs <run.json> <run.json> …`: runs of `npm run bench -- --size`
// (bench-results/size-*.json), smallest first, side by side as the tables of docs/performance.md
// ("At size"): per database and route p50 · p99 at each size, the largest's req/s and CPU per answer,
// and the largest's p99 as a multiple of the smallest's; then migrations, seed, jobs, export, deletion
// and memory.
import { readFileSync } from "node:fs";

const files = process.argv.slice(2);
if (files.length < 2) {
  console.error("usage: node scripts/bench/size-table.mjs <smallest.json> … <largest.json>");
  process.exit(2);
}
const runs = files.map((file) => JSON.parse(readFileSync(file, "utf8")));
const presets = runs.map((run) => run.preset);
const first = presets[0];
const last = presets.at(-1);
// Route names that carry a page number differ between sizes ("page 1" at S is "page 51" at XL).
const key = (route) => route.replace(/page \d+$/, "deep page");
const summary = (s) =>
  Object.entries(s ?? {})
    .filter(([, n]) => n)
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");

for (const database of runs.at(-1).results.map((r) => r.database)) {
  const results = runs.map((run) => run.results.find((r) => r.database === database));
  const largest = results.at(-1);
  console.info(`\n${database}, p50 · p99 in ms at ${presets.join(", ")}`);
  console.info(
    `| route | ${presets.join(" | ")} | ${last} req/s | ${last} CPU ms per answer | p99 ${last}/${first} |`,
  );
  console.info(`|---|${presets.map(() => "---|").join("")}---|---|---|`);
  for (const row of largest.rows) {
    const cells = results.map((result) => {
      const r = result?.rows.find((x) => key(x.route) === key(row.route));
      return r ? `${r.p50} · ${r.p99}` : "–";
    });
    const base = results[0]?.rows.find((x) => key(x.route) === key(row.route));
    const ratio = base && base.p99 > 0 ? (row.p99 / base.p99).toFixed(2) : "–";
    console.info(
      `| ${row.route} | ${cells.join(" | ")} | ${row.rps} | ${row.cpuMsPerRequest?.toFixed(2) ?? "–"} | ${ratio} |`,
    );
  }
  console.info(`\n| ${database} | ${presets.join(" | ")} |\n|---|${presets.map(() => "---|").join("")}`);
  const line = (label, f) =>
    console.info(`| ${label} | ${results.map((r) => (r ? f(r) : "–")).join(" | ")} |`);
  line("migrations from scratch", (r) => `${r.migrateMs} ms`);
  line("`seed:size`", (r) => `${(r.seedMs / 1000).toFixed(1)} s`);
  // Every job any run measured (a run may leave one out, e.g. BENCH_RETENTION=0).
  const jobNames = [...new Set(results.flatMap((r) => r?.jobs.map((j) => j.job) ?? []))];
  for (const name of jobNames) {
    line(`job ${name}`, (r) => {
      const j = r.jobs.find((x) => x.job === name);
      return j ? `${(j.ms / 1000).toFixed(1)} s (${summary(j.summary)})` : "–";
    });
  }
  line("autosave, 200/s paced from node:http, during the mail jobs, p50 · p99", (r) =>
    r.autosaveDuringJobs
      ? `${r.autosaveDuringJobs.p50} · ${r.autosaveDuringJobs.p99} ms, ${r.autosaveDuringJobs.errors} errors`
      : "–",
  );
  line("export of a member with 2,000 items more", (r) =>
    r.member.exportMs !== undefined ? `${r.member.exportMs} ms` : "–",
  );
  line("deletion of that member", (r) => (r.member.deleteMs !== undefined ? `${r.member.deleteMs} ms` : "–"));
  line("highest RSS of the server", (r) => `${r.peakRssMb} MB`);
}
