import type { ClientResponse } from "hono/client";
import type { ClientLoaderFunctionArgs } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/client/lib/api";
import { linkActionLoader, linkFailureCode } from "@/client/lib/link-action";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The page's browser loader with a `post` that answers `answer`, run for `address`. */
function load(address: string, answer: () => Response = () => json({ status: "confirmed" })) {
  const post = vi.fn(async () => answer() as unknown as ClientResponse<unknown>);
  const loader = linkActionLoader(post);
  const run = () =>
    loader({ request: new Request(`http://localhost${address}`), params: {} } as ClientLoaderFunctionArgs);
  return { post, run, loader };
}

describe("a mail link's page (decision 236)", () => {
  it("sends the link's token from the browser as the page hydrates, once per load", async () => {
    const { post, run, loader } = load("/erinnerungen/bestaetigen?token=abc");
    // Run as the page hydrates, not by the server's GET: mail scanners open links too.
    expect(loader.hydrate).toBe(true);
    await expect(run()).resolves.toEqual({ result: { status: "done" } });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith("abc");
  });

  it("answers the server's refusal as the page's failure, and sends nothing without a token", async () => {
    const refused = load("/erinnerungen/bestaetigen?token=old", () =>
      json({ error: { code: "reminder_token_expired", message: "expired" } }, 400),
    );
    const { result } = await refused.run();
    expect(result.status).toBe("failed");
    expect(result.status === "failed" && result.error).toMatchObject({ code: "reminder_token_expired" });
    expect(result.status === "failed" && result.error instanceof ApiRequestError).toBe(true);
    expect(linkFailureCode(result)).toBe("reminder_token_expired");

    const bare = load("/erinnerungen/bestaetigen");
    await expect(bare.run()).resolves.toEqual({ result: { status: "missing" } });
    expect(bare.post).not.toHaveBeenCalled();
  });

  it("names a token the schema refuses an invalid link", async () => {
    const cut = load("/erinnerungen/bestaetigen?token=x", () =>
      json({ error: { code: "validation_failed", message: "bad" } }, 400),
    );
    expect(linkFailureCode((await cut.run()).result)).toBe("reminder_token_invalid");
  });
});
