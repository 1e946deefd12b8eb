import { useTranslation } from "react-i18next";

/** The top of the community: its name, the welcome and the intro. */
export function CommunityIntro() {
  const { t } = useTranslation("community");
  return (
    <header className="mb-8">
      <h1>
        <span className="block font-sans text-sm font-medium tracking-wide text-primary uppercase">
          {t("welcome.eyebrow")}
        </span>{" "}
        <span className="mt-1 block text-3xl font-semibold sm:text-4xl">{t("welcome.title")}</span>
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{t("welcome.text")}</p>
    </header>
  );
}

/** The section around the community page. */
export const COMMUNITY_SECTION = "mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12";
