import type { ClientResponse } from "hono/client";
import type { LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/client/lib/api";
import { type LinkActionResult, linkActionRoute, linkFailureCode } from "@/client/lib/link-action";
import { LINK_ACTION_GLOBAL } from "@/shared/page-data";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The route's loader with a `post` that answers `answer`, run for `address`. */
function load(address: string, answer: () => Response = () => json({ status: "confirmed" })) {
  const post = vi.fn(async () => answer() as unknown as ClientResponse<unknown>);
  const route = linkActionRoute(() => null, post);
  const loader = route.loader as (args: LoaderFunctionArgs) => Promise<LinkActionResult>;
  const run = () =>
    loader({ request: new Request(`http://localhost${address}`), params: {} } as LoaderFunctionArgs);
  return { post, run, route };
}

const hold = (early: unknown) => {
  (window as unknown as Record<string, unknown>)[LINK_ACTION_GLOBAL] = early;
};

afterEach(() => hold(undefined));

describe("a mail link's route (decision 224)", () => {
  it("takes over the request the page's script sent, once, and sends its own after that", async () => {
    const { post, run } = load("/erinnerungen/bestaetigen?token=abc");
    hold({ path: "/erinnerungen/bestaetigen", token: "abc", answer: Promise.resolve(json({})) });
    await expect(run()).resolves.toEqual({ status: "done" });
    expect(post).not.toHaveBeenCalled();
    await expect(run()).resolves.toEqual({ status: "done" });
    expect(post).toHaveBeenCalledWith("abc");
  });

  it("sends its own request when the script's was for another page or token", async () => {
    const { post, run } = load("/erinnerungen/abmelden?token=abc");
    const early = { path: "/erinnerungen/bestaetigen", token: "abc", answer: Promise.resolve(json({})) };
    hold(early);
    await run();
    hold({ ...early, path: "/erinnerungen/abmelden", token: "other" });
    await run();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it("answers the server's refusal as the page's failure, and sends nothing without a token", async () => {
    const refused = load("/erinnerungen/bestaetigen?token=old", () =>
      json({ error: { code: "reminder_token_expired", message: "expired" } }, 400),
    );
    const result = await refused.run();
    expect(result.status).toBe("failed");
    expect(result.status === "failed" && result.error).toMatchObject({ code: "reminder_token_expired" });
    expect(result.status === "failed" && result.error instanceof ApiRequestError).toBe(true);

    const bare = load("/erinnerungen/bestaetigen");
    await expect(bare.run()).resolves.toEqual({ status: "missing" });
    expect(bare.post).not.toHaveBeenCalled();
    // The action is never sent again by the router.
    expect(bare.route.shouldRevalidate?.({} as never)).toBe(false);
  });

  it("names a token the schema refuses an invalid link: it is the link's only input", () => {
    const failed = (code: string): LinkActionResult => ({
      status: "failed",
      error: new ApiRequestError(400, code, "no"),
    });
    expect(linkFailureCode(failed("validation_failed"))).toBe("reminder_token_invalid");
    expect(linkFailureCode(failed("reminder_token_expired"))).toBe("reminder_token_expired");
    expect(linkFailureCode(failed("rate_limited"))).toBe("rate_limited");
    expect(linkFailureCode({ status: "failed", error: new TypeError("offline") })).toBe("");
    expect(linkFailureCode({ status: "done" })).toBe("");
  });
});
