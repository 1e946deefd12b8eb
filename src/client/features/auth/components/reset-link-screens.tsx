import { LinkIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { AuthShell } from "@/client/features/auth/components/auth-shell";
import { paths } from "@/shared/routes";

/** A reset link that is unknown, used or expired: the way to a new one. */
export function InvalidLink() {
  const { t } = useTranslation("auth");
  return (
    <AuthShell title={t("reset.invalidTitle")}>
      <div className="flex flex-col items-center gap-4 text-center">
        <LinkIcon aria-hidden size={36} className="text-accent" />
        <p>{t("reset.invalidText")}</p>
        <Link to={paths.forgotPassword} className={buttonClasses("primary", "md")}>
          {t("reset.requestNew")}
        </Link>
      </div>
    </AuthShell>
  );
}

/**
 * The reset page's first screen as the server renders it once it has checked the link's token
 * (decision 223): the notice for an invalid link, or the form's heading and intro for a valid one (the
 * form follows with the page, in the card below them).
 */
export function ResetLinkFirstScreen({ valid }: { valid: boolean }) {
  const { t } = useTranslation("auth");
  return valid ? <AuthShell title={t("reset.title")} intro={t("reset.intro")} /> : <InvalidLink />;
}
