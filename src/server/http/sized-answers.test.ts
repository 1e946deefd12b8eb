import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { acceptedEncoding, COMPRESS_THRESHOLD_BYTES, sizedAnswers } from "@/server/http/sized-answers";

const large = { text: "Wofür stehe ich morgens auf? ".repeat(80) };
const app = new Hono()
  .use(sizedAnswers)
  .get("/small", (c) => c.json({ status: "ok" }))
  .get("/large", (c) => c.json(large, 201, { "Cache-Control": "no-store" }))
  .get("/shell", (c) => {
    c.header("Vary", "Cookie");
    return c.html(`<!doctype html><p>${"Hallo ".repeat(400)}</p>`);
  });

describe("sized answers", () => {
  it("sends a small JSON answer as it is, with its length", async () => {
    const res = await app.request("/small", { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe(String('{"status":"ok"}'.length));
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("compresses a large answer with brotli, keeping status and headers", async () => {
    const res = await app.request("/large", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toBe("application/json");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(JSON.stringify(large).length / 4);
    expect(JSON.parse(brotliDecompressSync(body).toString("utf8"))).toEqual(large);
  });

  it("falls back to gzip, and to the plain body, as the client takes them", async () => {
    const gz = await app.request("/large", { headers: { "accept-encoding": "gzip;q=0.8, br;q=0" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8"))).toEqual(large);
    const plain = await app.request("/large");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(plain.headers.get("content-length"))).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD_BYTES);
    expect(await plain.json()).toEqual(large);
  });

  it("adds Accept-Encoding to a Vary the route set", async () => {
    const res = await app.request("/shell", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toContain("<!doctype html>");
  });

  it("reads Accept-Encoding with its weights", () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding("identity")).toBeNull();
    expect(acceptedEncoding("br;q=0, gzip;q=0.0")).toBeNull();
    expect(acceptedEncoding("GZIP")).toBe("gzip");
    expect(acceptedEncoding("gzip, br;q=0.5")).toBe("br");
  });
});
