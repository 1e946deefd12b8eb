import Quote from "lucide-react/icons/quote";
import { useTranslation } from "react-i18next";
import { Card } from "@/client/components/ui/card";

/** The purpose statement once week 4 has a favourite draft; until then, what will appear here. */
export function PurposeCard({ statement }: { statement: string | null }) {
  const { t } = useTranslation("dashboard");
  return (
    <Card aria-labelledby="purpose-title">
      <h2 id="purpose-title" className="text-xl font-semibold">
        {t("purpose.title")}
      </h2>
      {statement ? (
        <figure className="mt-3">
          <Quote aria-hidden size={22} className="text-accent" />
          <blockquote className="mt-2 font-serif text-xl leading-snug">{statement}</blockquote>
          <figcaption className="mt-2 text-sm text-muted">{t("purpose.hint")}</figcaption>
        </figure>
      ) : (
        <p className="mt-2 text-muted">{t("purpose.empty")}</p>
      )}
    </Card>
  );
}
