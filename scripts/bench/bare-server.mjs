// The yardstick of `npm run bench`: bare node:http answering a JSON body of a given size from memory.
import { createServer } from "node:http";

const port = Number(process.argv[2]);
const bodies = new Map();
function body(size) {
  if (!bodies.has(size)) {
    const filler = "x".repeat(Math.max(0, size - 12));
    bodies.set(size, Buffer.from(JSON.stringify({ data: filler })));
  }
  return bodies.get(size);
}
createServer((req, res) => {
  const size = Number(new URL(req.url, "http://x").searchParams.get("size") ?? 64);
  const payload = body(size);
  res.writeHead(200, { "content-type": "application/json", "content-length": payload.length });
  res.end(payload);
}).listen(port, "127.0.0.1", () => process.send?.("ready"));
