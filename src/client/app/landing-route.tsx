import { redirectDocument } from "react-router";
import { type FlashNotice, setFlash } from "@/client/lib/browser-state";
import { activeToasts } from "@/client/lib/toast";
import { paths } from "@/shared/routes";

const FLASH_TYPES = new Set(["success", "error", "info"]);

/** Toasts on screen right now, as notices the landing page shows after the page load. */
async function visibleToasts(): Promise<FlashNotice[]> {
  return (await activeToasts())
    .filter((item) => "title" in item && typeof item.title === "string")
    .map((item) => {
      const { title, type } = item as { title: string; type?: string };
      return { message: title, type: FLASH_TYPES.has(type ?? "") ? (type as FlashNotice["type"]) : "info" };
    });
}

/**
 * The landing page is rendered by the server and not hydrated (decision 025): a navigation to / inside
 * the app (a link, a redirect after sign-out or a denial) becomes a page load, taking the toasts on
 * screen along.
 */
export async function leaveForLanding() {
  // A guard that moves on in an effect raises its toast just before; let it land first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  setFlash(await visibleToasts());
  return redirectDocument(paths.home);
}
