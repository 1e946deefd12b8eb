import { describe, expect, it } from "vitest";
import { requestsBreak } from "@/server/jobs/requests-break";

describe("a job's break for waiting requests", () => {
  it("lets a waiting callback run once its slice is used up, and not before", async () => {
    const order: string[] = [];
    const longSlice = requestsBreak(60_000);
    setImmediate(() => order.push("request"));
    await longSlice();
    order.push("row");
    expect(order).toEqual(["row"]);

    const spent = requestsBreak(0);
    await spent();
    order.push("next row");
    expect(order).toEqual(["row", "request", "next row"]);
  });
});
