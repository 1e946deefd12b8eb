import { useTranslation } from "react-i18next";

/** The top of the plans page: the title, the intro and the test phase's note. */
export function PaymentIntro() {
  const { t } = useTranslation(["payment", "plans"]);
  return (
    <header className="mb-8 max-w-2xl">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 text-lg leading-relaxed text-muted">{t("intro")}</p>
      <p className="mt-4 rounded-md bg-accent-soft px-4 py-3 text-sm">
        {t("testPhaseNote", { ns: "plans" })}
      </p>
    </header>
  );
}

/** The section around the plans page. */
export const PAYMENT_SECTION = "mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12";
