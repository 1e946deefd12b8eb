import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";

/** The heading of /datenschutz or /impressum. */
export function LegalPageHeading({ page }: { page: "privacy" | "imprint" }) {
  const { t } = useTranslation("legal");
  return <PageHeading title={t(`pages.${page}`, { ns: "common" })} />;
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

/** The block around a legal page. */
export const LEGAL_ARTICLE = "mx-auto max-w-4xl px-4 py-10 sm:px-6";
/** The column of a legal text. */
export const LEGAL_PROSE = "max-w-prose leading-relaxed hyphens-auto [overflow-wrap:anywhere]";
