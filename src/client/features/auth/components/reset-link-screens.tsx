import LinkIcon from "lucide-react/icons/link";
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
