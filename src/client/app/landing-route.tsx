import { useTranslation } from "react-i18next";
import { redirectDocument } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
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
 * The landing page is rendered by the server, not by the SPA (decision 025). A navigation to / inside
 * the SPA (a link, a redirect after sign-in) becomes a page load, taking the toasts on screen along.
 */
export async function landingLoader() {
  // This document itself is /: the server had no landing page to give (no build); show the fallback.
  if (window.location.pathname === paths.home) return null;
  // A component that redirects with <Navigate> may raise its toast in an effect that runs just after.
  await new Promise((resolve) => setTimeout(resolve, 0));
  setFlash(await visibleToasts());
  return redirectDocument(paths.home);
}

export function LandingFallback() {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 p-6"
    >
      <h1 className="font-serif text-3xl font-semibold">{t("productName")}</h1>
      <p className="text-muted">{t("tagline")}</p>
      <div className="flex gap-3">
        <a href={paths.login} className={buttonClasses("primary")}>
          {t("nav.login")}
        </a>
        <a href={paths.register} className={buttonClasses("secondary")}>
          {t("nav.register")}
        </a>
      </div>
    </main>
  );
}
