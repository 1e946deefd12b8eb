import { describe, expect, it, vi } from "vitest";
import { onFormUse } from "@/client/lib/on-form-use";

describe("onFormUse (decision 225)", () => {
  it("runs its tasks once, at the first focus or press inside a form, not elsewhere", () => {
    document.body.innerHTML = `<button id="outside">Menu</button><form><input id="field" /><button id="send">Send</button></form>`;
    const first = vi.fn();
    const second = vi.fn();
    onFormUse(first);
    onFormUse(second);
    document.getElementById("outside")!.focus();
    document.getElementById("outside")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(first).not.toHaveBeenCalled();
    document.getElementById("field")!.focus();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    // Once run, a task is done; one registered later (a dialog's form) waits for the next use.
    const later = vi.fn();
    onFormUse(later);
    document.getElementById("send")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
