import { Menu, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { BrandMark } from "@/client/components/brand-mark";
import { LanguageSelect } from "@/client/components/language-select";
import { buttonClasses } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import { peekFrameMenuState, takeFrameMenuState } from "@/client/lib/header-behaviour";
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
  /** Links only signed-in members see, after the profile (the SPA's notifications; decision 182). */
  signedInLinks?: (className: string) => ReactNode;
};

/**
 * The top bar of every page: product name, extra links from the page (the landing page's section
 * anchors), community, language, sign-in or sign-out. Below 768 px the links fold into a menu.
 * It gets the session as props (the SPA's `app/site-frame.tsx` reads it); the landing page renders it
 * on the server, and the data-* hooks let its small script add the behaviour.
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
  // A menu opened in the server's frame before the takeover stays open, with the focus where it was:
  // as far as known at the render, and as the frame was left when this header replaced it.
  const [menuOpen, setMenuOpen] = useState(() => peekFrameMenuState().open);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const fromFrame = takeFrameMenuState();
    if (!fromFrame) return;
    setMenuOpen(fromFrame.open);
    if (fromFrame.focused) toggleRef.current?.focus();
  }, []);
  // Escape closes the menu from inside it and on its toggle; focus goes back to the toggle, not the body.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };
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
          ref={toggleRef}
          type="button"
          onKeyDown={closeOnEscape}
          className={cn(buttonClasses("ghost", "icon"), "group md:hidden")}
          data-menu-toggle
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={t("nav.menu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {/* Both icons are rendered so the server-rendered landing page can switch them without React. */}
          <Menu aria-hidden size={22} className="group-aria-expanded:hidden" />
          <X aria-hidden size={22} className="hidden group-aria-expanded:block" />
        </button>
      </div>
      {/* Closing on any link click: the anchors scroll within the page, so the menu should get out of the way. */}
      <nav
        id={menuId}
        aria-label={t("nav.mainNavigation")}
        hidden={!menuOpen}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setMenuOpen(false);
        }}
        onKeyDown={closeOnEscape}
        className="border-t border-border bg-background px-4 pb-4 md:hidden"
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
