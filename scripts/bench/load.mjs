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
  // A route with a per-member allowance: each connection (its own member) stops within it.
  ...(job.perConnection ? { maxConnectionRequests: job.perConnection } : {}),
  method: job.method ?? "GET",
  headers: { accept: job.accept ?? "application/json", ...(job.headers ?? {}) },
  setupClient(client) {
    // One member per connection where several are given, so writes never race on one member's field.
    const cookie = cookies[nextClient++ % Math.max(cookies.length, 1)];
    if (cookie) client.setHeaders({ ...options.headers, cookie });
  },
};

if (job.bodies) {
  // A write whose body differs per connection and per request (a report of another item each time):
  // connection c sends job.bodies[c] in turn, as its own member (job.cookies[c]).
  options.method = job.method ?? "POST";
  options.setupClient = (client) => {
    const c = nextWriter++;
    const cookie = cookies[c % cookies.length];
    const bodies = job.bodies[c % job.bodies.length];
    let n = 0;
    const headers = { ...options.headers, cookie, "content-type": "application/json", origin: job.origin };
    const setBody = () => client.setHeadersAndBody(headers, bodies[n++ % bodies.length]);
    setBody();
    client.on("response", setBody);
  };
}

if (job.autosave) {
  // Each connection writes its own member's reflection as the autosave does, with the version the field
  // has. autocannon resets a request's context after every request, so the version lives with the
  // connection: each 200 moves it on by one and sets the next body; a 409 would be a real conflict.
  options.method = "PUT";
  options.setupClient = (client) => {
    const c = nextWriter++;
    const cookie = cookies[c % cookies.length];
    let version = job.autosave.baseVersions?.[c % cookies.length] ?? job.autosave.baseVersion;
    const headers = { ...options.headers, cookie, "content-type": "application/json", origin: job.origin };
    const setBody = () =>
      client.setHeadersAndBody(
        headers,
        JSON.stringify({
          changes: [
            {
              field: job.autosave.field ?? "reflection",
              value: `Gedanke ${version}: ${"Text ".repeat(60)}`,
              baseVersion: version,
            },
          ],
        }),
      );
    setBody();
    client.on("response", (status) => {
      if (status === 200) version++;
      setBody();
    });
  };
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
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
  }),
);
