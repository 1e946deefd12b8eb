import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/shared/routes";

/** The bottom bar of every page; the admin link shows for admins (`app/site-frame.tsx` reads the session). */
export function SiteFooter({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-border bg-surface-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="max-w-md text-muted">{t("footer.note")}</p>
        <nav aria-label={t("footer.legal")} className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to={paths.home} className="hover:text-primary">
            {t("nav.home")}
          </Link>
          <Link to={paths.legal} className="hover:text-primary">
            {t("footer.legal")}
          </Link>
          <Link to={paths.contact} className="hover:text-primary">
            {t("footer.contact")}
          </Link>
          {isAdmin ? (
            <Link to={paths.admin} className="hover:text-primary">
              {t("nav.admin")}
            </Link>
          ) : null}
        </nav>
      </div>
    </footer>
  );
}
