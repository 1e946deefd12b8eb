import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { BrandMark } from "@/client/components/brand-mark";
import { LanguageSelect } from "@/client/components/language-select";
import { buttonClasses } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import type { Language } from "@/shared/languages";
import { paths } from "@/shared/routes";

const linkClasses = "rounded-sm py-1 hover:text-primary aria-[current=page]:font-semibold";

export type SiteHeaderProps = {
  children?: ReactNode;
  /** Signed in: dashboard and profile links and the sign-out button; otherwise the sign-in link. */
  signedIn: boolean;
  /** The session is not known yet: the button's place is held empty. */
  pending?: boolean;
  onSignOut?: () => void;
  onLanguageChoose?: (language: Language) => void;
  /** Links only signed-in members see, after the profile (the app's notifications; decision 182). */
  signedInLinks?: (className: string) => ReactNode;
};

/**
 * The top bar of every page: product name, extra links from the page (the landing page's section
 * anchors), community, language, sign-in or sign-out. Below 768 px the links fold into a menu, a native
 * popover: its toggle works from the first paint, before any script has run (and on the landing page,
 * which runs no React), and Escape or a press outside closes it. It gets the session as props (the
 * app's `app/site-frame.tsx` reads it); the landing page's small script adds sign-out.
 */
export function SiteHeader({
  children,
  signedIn,
  pending = false,
  onSignOut,
  onLanguageChoose,
  signedInLinks,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  // The toggle's state for assistive technology: the browser's own for a popover's toggle until the
  // page has hydrated, then aria-expanded, kept with the popover's toggle events (also for a menu
  // opened before).
  const [menuOpen, setMenuOpen] = useState<boolean | null>(null);
  useEffect(() => {
    setMenuOpen(menuRef.current?.matches(":popover-open") ?? false);
  }, []);
  const links = (
    <>
      {children}
      {signedIn ? (
        <NavLink to={paths.dashboard} className={linkClasses}>
          {t("nav.dashboard")}
        </NavLink>
      ) : null}
      <NavLink to={paths.community} className={linkClasses}>
        {t("nav.community")}
      </NavLink>
      {signedIn ? (
        <NavLink to={paths.profile} className={linkClasses}>
          {t("nav.profile")}
        </NavLink>
      ) : null}
      {signedIn ? signedInLinks?.(linkClasses) : null}
    </>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:p-2"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <Link
          to={paths.home}
          className="mr-auto flex min-w-0 items-center gap-2 font-serif text-lg leading-tight font-semibold"
        >
          <BrandMark />
          <span className="max-[360px]:sr-only">{t("productName")}</span>
        </Link>
        <nav aria-label={t("nav.mainNavigation")} className="hidden items-center gap-5 text-sm md:flex">
          {links}
        </nav>
        {/* In the bar on wide screens, inside the menu on phones; CSS hides the other one. */}
        <div className="hidden md:block">
          <LanguageSelect onChoose={onLanguageChoose} />
        </div>
        {pending ? (
          <span className="inline-block h-9 w-20" aria-hidden />
        ) : signedIn ? (
          <button
            type="button"
            data-sign-out
            onClick={() => onSignOut?.()}
            className={buttonClasses("secondary", "sm")}
          >
            {t("nav.logout")}
          </button>
        ) : (
          <Link to={paths.login} className={buttonClasses("primary", "sm")}>
            {t("nav.login")}
          </Link>
        )}
        <button
          type="button"
          className={cn(buttonClasses("ghost", "icon"), "site-menu-toggle md:hidden")}
          data-menu-toggle
          popoverTarget={menuId}
          aria-expanded={menuOpen ?? undefined}
          aria-controls={menuId}
          aria-label={t("nav.menu")}
        >
          {/* Both icons are rendered; the popover's open state picks one (styles.css), also without script. */}
          <Menu aria-hidden size={22} className="site-menu-open" />
          <X aria-hidden size={22} className="site-menu-close" />
        </button>
      </div>
      {/* Closing on any link click: the anchors scroll within the page, so the menu should get out of the way. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: it hears the links' clicks, which Enter on a link fires too. */}
      <nav
        ref={menuRef}
        id={menuId}
        popover="auto"
        aria-label={t("nav.mainNavigation")}
        onToggle={(event) => setMenuOpen((event.nativeEvent as ToggleEvent).newState === "open")}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) menuRef.current?.hidePopover();
        }}
        className="site-menu fixed inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-b border-border bg-background px-4 pb-4 text-foreground md:hidden"
      >
        <div className="mx-auto flex max-w-6xl flex-col text-base [&>a]:border-b [&>a]:border-border/60 [&>a]:py-3">
          {links}
        </div>
        <div className="mx-auto mt-4 max-w-6xl">
          <LanguageSelect onChoose={onLanguageChoose} />
        </div>
      </nav>
    </header>
  );
}
