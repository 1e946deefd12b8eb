import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/client/lib/api";
import { call } from "@/client/lib/api-client";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.useRealTimers();
});

describe("call (decision 233)", () => {
  it("builds and sends its request in a later task, not in the one that asked for it", async () => {
    const request = vi.fn(async () => json({ ok: true }));
    const answer = call(request as never);
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(request).not.toHaveBeenCalled();
    await expect(answer).resolves.toEqual({ ok: true });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("is not held by fake timers", async () => {
    vi.useFakeTimers();
    const answer = call((async () => json({ n: 1 })) as never);
    await expect(answer).resolves.toEqual({ n: 1 });
  });

  it("still turns failures into ApiRequestError: the server's code, or 'network'", async () => {
    const refused = call((async () => json({ error: { code: "forbidden" } }, 403)) as never);
    await expect(refused).rejects.toMatchObject({ status: 403, code: "forbidden" });
    await expect(refused).rejects.toBeInstanceOf(ApiRequestError);
    const offline = call((async () => Promise.reject(new TypeError("Failed to fetch"))) as never);
    await expect(offline).rejects.toMatchObject({ status: 0, code: "network" });
  });
});
