import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/client/lib/api";
import { showServerFieldErrors } from "@/client/lib/form-errors";

type Values = { title: string; content: string };

function fakeForm() {
  const set: unknown[][] = [];
  return { set, form: { setError: (...args: unknown[]) => void set.push(args) } };
}

const refused = (fields?: Record<string, string>) =>
  new ApiRequestError(400, "validation_failed", "x", fields);

describe("showServerFieldErrors", () => {
  it("puts the server's codes on the named fields and says it showed them", () => {
    const { set, form } = fakeForm();
    const error = refused({ title: "too_long", other: "ignored" });
    expect(showServerFieldErrors<Values>(form, error, ["title", "content"])).toBe(true);
    expect(set).toEqual([["title", { message: "too_long" }, undefined]]);
  });

  it("shows nothing for other failures, so the caller can toast them", () => {
    const { set, form } = fakeForm();
    expect(showServerFieldErrors<Values>(form, new Error("boom"), ["title"])).toBe(false);
    expect(showServerFieldErrors<Values>(form, refused(), ["title"])).toBe(false);
    expect(showServerFieldErrors<Values>(form, refused({ other: "x" }), ["title"])).toBe(false);
    expect(set).toEqual([]);
  });

  it("keeps only the codes a form translates and can move the focus", () => {
    const { set, form } = fakeForm();
    const error = refused({ title: "validation.tooLong", content: "own_code" });
    const only = (code: string) => code.startsWith("validation.");
    expect(
      showServerFieldErrors<Values>(form, error, ["title", "content"], { only, shouldFocus: true }),
    ).toBe(true);
    expect(set).toEqual([["title", { message: "validation.tooLong" }, { shouldFocus: true }]]);
  });
});
