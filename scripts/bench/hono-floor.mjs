// The second yardstick of `npm run bench`: Hono on @hono/node-server answering the same JSON from memory,
// no middleware and no database. What is left between this and our routes is ours; what lies between
// this and bare node:http is the framework's, which no change of ours removes.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const port = Number(process.argv[2]);
const app = new Hono().get("/", (c) => {
  const size = Number(c.req.query("size") ?? 64);
  return c.json({ data: "x".repeat(Math.max(0, size - 12)) });
});
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => process.send?.("ready"));
