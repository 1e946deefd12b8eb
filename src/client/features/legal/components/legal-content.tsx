import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLegalDates } from "@/client/features/legal/api/site-info";
import { ImprintLead, LEGAL_PROSE, PrivacyLead } from "@/client/features/legal/components/legal-intros";
import { OperatorDetails } from "@/client/features/legal/components/operator-details";
import { helplineNumbers } from "@/content/crisis-helplines";
import { OFFLINE_COPY_MAX_AGE_DAYS } from "@/shared/offline-copies";
import { paths } from "@/shared/routes";

/** Section headings one level below the heading the text sits under (h1 on /datenschutz, h2 in the combined page). */
function H({ children, level }: { children: string; level: 2 | 3 }) {
  const Tag = level === 2 ? "h2" : "h3";
  return <Tag className="mt-8 mb-3 text-xl font-semibold first:mt-0">{children}</Tag>;
}

/** The texts of the legal pages, shared by /datenschutz, /impressum and /datenschutz-impressum. */
export function PrivacyContent({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("legal");
  const { dates } = useLegalDates();
  return (
    <div className={LEGAL_PROSE}>
      <PrivacyLead />
      <H level={headingLevel}>{t("privacy.controllerTitle")}</H>
      <p className="mb-3">{t("privacy.controllerText")}</p>
      <OperatorDetails />
      <H level={headingLevel}>{t("privacy.dataTitle")}</H>
      <ul className="flex flex-col gap-3">
        {t("privacy.data", { returnObjects: true }).map((entry) => (
          <li key={entry.term}>
            <strong>{entry.term}:</strong> {entry.text}
          </li>
        ))}
      </ul>
      <p className="mt-4">{t("privacy.cookies")}</p>
      <p className="mt-4">{t("privacy.device", { days: OFFLINE_COPY_MAX_AGE_DAYS })}</p>
      <H level={headingLevel}>{t("privacy.legalBasisTitle")}</H>
      <ul className="list-disc space-y-2 pl-5">
        {t("privacy.legalBasis", { returnObjects: true }).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <H level={headingLevel}>{t("privacy.recipientsTitle")}</H>
      <p>{t("privacy.recipients")}</p>
      <H level={headingLevel}>{t("privacy.retentionTitle")}</H>
      <div className="flex flex-col gap-3" data-testid="retention">
        {t("privacy.retention", { returnObjects: true, ...dates }).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <H level={headingLevel}>{t("privacy.rightsTitle")}</H>
      <p>{t("privacy.rights")}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        {t("privacy.rightsHow", { returnObjects: true }).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={paths.profile} className="font-medium text-primary underline">
          {t("privacy.profileLink")}
        </Link>
        <Link to={paths.contact} className="font-medium text-primary underline">
          {t("privacy.contactLink")}
        </Link>
      </p>
      <H level={headingLevel}>{t("privacy.ageTitle")}</H>
      <p>{t("privacy.age")}</p>
      <p className="mt-8 text-sm text-muted">{t("lastUpdated")}</p>
    </div>
  );
}

export function TermsContent() {
  const { t } = useTranslation("legal");
  const { dates } = useLegalDates();
  const items = t("terms.items", { returnObjects: true, ...dates });
  return (
    <div className={LEGAL_PROSE}>
      <p>{t("terms.intro")}</p>
      <ol className="mt-4 flex flex-col gap-4">
        {items.map((item, index) => (
          <li key={item.title}>
            <h3 className="font-sans text-base font-semibold">
              {index + 1}. {item.title}
            </h3>
            <p className="mt-1">{item.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ImprintContent() {
  const { t } = useTranslation("legal");
  return (
    <div className={LEGAL_PROSE}>
      <ImprintLead />
      <OperatorDetails />
      <p className="mt-4">
        <strong>{t("imprint.responsible")}:</strong> {t("imprint.responsibleSame")}
      </p>
      <p className="mt-4">{t("imprint.nonCommercial")}</p>
      <p className="mt-4">
        {t("imprint.contactForm")}{" "}
        <Link to={paths.contact} className="font-medium text-primary underline">
          {t("privacy.contactLink")}
        </Link>
      </p>
    </div>
  );
}

export function DisclaimerContent() {
  const { t, i18n } = useTranslation("legal");
  const items = t("disclaimer.items", { returnObjects: true, helplines: helplineNumbers(i18n.language) });
  return (
    <div className="flex max-w-prose flex-col gap-4 leading-relaxed hyphens-auto [overflow-wrap:anywhere]">
      {items.map((item) => (
        <div key={item.title}>
          <h3 className="font-sans text-base font-semibold">{item.title}</h3>
          <p className="mt-1">{item.text}</p>
        </div>
      ))}
    </div>
  );
}
