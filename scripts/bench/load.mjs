// One autocannon run in its own process (so the load generator does not share the server's event loop).
// Input: a JSON job on argv[2]; output: one JSON line with the figures.
import autocannon from "autocannon";

const job = JSON.parse(process.argv[2]);
const cookies = job.cookies ?? [];
let nextClient = 0;
let nextWriter = 0;

const options = {
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  method: job.method ?? "GET",
  headers: { accept: job.accept ?? "application/json", ...(job.headers ?? {}) },
  setupClient(client) {
    // One member per connection where several are given, so writes never race on one member's field.
    const cookie = cookies[nextClient++ % Math.max(cookies.length, 1)];
    if (cookie) client.setHeaders({ ...options.headers, cookie });
  },
};

if (job.autosave) {
  // Each connection writes its own member's reflection with the version the last answer returned, as the
  // autosave does; a 409 would be a real conflict and counts as an error.
  options.requests = [
    {
      method: "PUT",
      setupRequest(req, context) {
        context.version ??= job.autosave.baseVersion;
        context.cookie ??= cookies[nextWriter++ % cookies.length];
        context.n = (context.n ?? 0) + 1;
        return {
          ...req,
          headers: {
            ...req.headers,
            cookie: context.cookie,
            "content-type": "application/json",
            origin: job.origin,
          },
          body: JSON.stringify({
            changes: [
              {
                field: "reflection",
                value: `Gedanke ${context.n}: ${"Text ".repeat(60)}`,
                baseVersion: context.version,
              },
            ],
          }),
        };
      },
      onResponse(status, body, context) {
        if (status === 200) context.version = JSON.parse(body).entries.reflection.version;
        else if (process.env.BENCH_DEBUG) console.error(status, body);
      },
    },
  ];
}

const result = await autocannon(options);
const errors = result.errors + result.timeouts + result.non2xx;
console.info(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    requests: result.requests.total,
  }),
);
