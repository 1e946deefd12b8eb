import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";

/**
 * The legal pages' first screens: the heading and the first paragraph, their largest text on a phone.
 * Static texts, so the server's frame renders them and the pages start with the same markup
 * (decision 221). The rest of each page needs the site's configuration and renders in the SPA.
 */
export function PrivacyIntro() {
  const { t } = useTranslation("legal");
  return (
    <>
      <PageHeading title={t("pages.privacy", { ns: "common" })} />
      <div className={LEGAL_PROSE}>
        <PrivacyLead />
      </div>
    </>
  );
}

export function ImprintIntro() {
  const { t } = useTranslation("legal");
  return (
    <>
      <PageHeading title={t("pages.imprint", { ns: "common" })} />
      <div className={LEGAL_PROSE}>
        <ImprintLead />
      </div>
    </>
  );
}

/** The privacy statement's first paragraph. */
export function PrivacyLead() {
  const { t } = useTranslation("legal");
  return <p>{t("privacy.intro")}</p>;
}

/** The imprint's first line, above the operator's details. */
export function ImprintLead() {
  const { t } = useTranslation("legal");
  return <p className="mb-3 font-medium">{t("imprint.intro")}</p>;
}

export function LegalIntro() {
  const { t } = useTranslation("legal");
  return <PageHeading title={t("pages.legal", { ns: "common" })}>{t("combinedIntro")}</PageHeading>;
}

/** The block around a legal page, the same in the frame and in the page. */
export const LEGAL_ARTICLE = "mx-auto max-w-4xl px-4 py-10 sm:px-6";
/** The column of a legal text. */
export const LEGAL_PROSE = "max-w-prose leading-relaxed hyphens-auto [overflow-wrap:anywhere]";
