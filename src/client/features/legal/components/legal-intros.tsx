import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { OperatorDetailsView } from "@/client/features/legal/components/operator-details-view";
import type { SiteInfo } from "@/shared/public-forms";

/**
 * The legal pages' first screens: the heading and the first paragraph, their largest text on a phone.
 * The same for every visitor, so the server's frame renders them and the pages start with the same
 * markup (decision 221).
 */
export function PrivacyIntro() {
  return (
    <LeadScreen page="privacy">
      <PrivacyLead />
    </LeadScreen>
  );
}

/** The imprint's first screen: its first line and the operator's details, its largest text on a phone. */
export function ImprintIntro({ operator }: { operator: SiteInfo["operator"] }) {
  return (
    <LeadScreen page="imprint">
      <ImprintLead />
      <OperatorDetailsView operator={operator} />
    </LeadScreen>
  );
}

/** A page's heading and the first lines of its text column. */
function LeadScreen({ page, children }: { page: "privacy" | "imprint"; children: ReactNode }) {
  return (
    <>
      <LegalPageHeading page={page} />
      <div className={LEGAL_PROSE}>{children}</div>
    </>
  );
}

/** The heading of /datenschutz or /impressum, in the frame and in the page. */
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

/** The block around a legal page, the same in the frame and in the page. */
export const LEGAL_ARTICLE = "mx-auto max-w-4xl px-4 py-10 sm:px-6";
/** The column of a legal text. */
export const LEGAL_PROSE = "max-w-prose leading-relaxed hyphens-auto [overflow-wrap:anywhere]";
