import type { FlashNotice } from "@/client/lib/browser-state";

const REGION_ID = "landing-toasts";
const SHOW_MS = 5000;

/** A small stand-in for the app's toasts (sonner), styled alike: top centre, closes by itself. */
export function showToast(type: FlashNotice["type"], message: string, closeLabel: string) {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    region = document.createElement("div");
    region.id = REGION_ID;
    region.setAttribute("aria-live", "polite");
    region.className = "pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4";
    document.body.append(region);
  }
  const toast = document.createElement("div");
  toast.setAttribute("role", type === "error" ? "alert" : "status");
  toast.className = [
    "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 text-sm shadow-card",
    type === "error"
      ? "border-danger/40 bg-danger-soft text-danger"
      : type === "success"
        ? "border-success/40 bg-success-soft text-success"
        : "border-border bg-surface text-foreground",
  ].join(" ");
  const text = document.createElement("p");
  text.className = "flex-1 font-medium";
  text.textContent = message;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "rounded-sm px-1 text-base leading-none opacity-70 hover:opacity-100";
  close.setAttribute("aria-label", closeLabel);
  close.textContent = "×";
  const remove = () => toast.remove();
  close.addEventListener("click", remove);
  toast.append(text, close);
  region.append(toast);
  window.setTimeout(remove, SHOW_MS);
}
