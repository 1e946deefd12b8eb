import { useTranslation } from "react-i18next";
import type { SiteInfo } from "@/shared/public-forms";

type Field = "name" | "address" | "email";
const variables: Record<Field, string> = {
  name: "OPERATOR_NAME",
  address: "OPERATOR_ADDRESS",
  email: "OPERATOR_EMAIL",
};

/** The operator's details; unset values show as marked placeholders. */
export function OperatorDetailsView({ operator }: { operator: SiteInfo["operator"] }) {
  const { t } = useTranslation("legal");
  const value = (field: Field) => {
    const configured = operator[field];
    if (configured) {
      return field === "email" ? (
        <a href={`mailto:${configured}`} className="text-primary underline">
          {configured}
        </a>
      ) : (
        <span className="whitespace-pre-line">{configured.replace(/\s*,\s*/g, "\n")}</span>
      );
    }
    return (
      <span data-placeholder={variables[field]}>
        <mark className="rounded-sm bg-warning-soft px-1 text-warning">
          {t(`operatorPlaceholders.${field}`)}
        </mark>{" "}
        <span className="text-sm text-muted">
          ({t("placeholder")}: {t("placeholderHint", { variable: variables[field] })})
        </span>
      </span>
    );
  };
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-border bg-surface p-5 [overflow-wrap:anywhere] sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{t("imprint.operator")}</dt>
      <dd>{value("name")}</dd>
      <dt className="font-semibold">{t("imprint.address")}</dt>
      <dd>{value("address")}</dd>
      <dt className="font-semibold">{t("imprint.email")}</dt>
      <dd>{value("email")}</dd>
    </dl>
  );
}
