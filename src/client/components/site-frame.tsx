import type { ReactNode } from "react";
import { NotificationsLinkView } from "@/client/components/notifications-link-view";
import { SiteFooter } from "@/client/components/site-footer";
import { SiteHeader } from "@/client/components/site-header";
import type { LandingView } from "@/shared/landing-view";

/**
 * What the server sends inside #root for an SPA route before any script has run (decision 200): the
 * same header and footer as `app/site-layout.tsx`, and the page's heading where the route has one. The
 * SPA renders over it. `main` holds the first screen's height, so the footer starts below it. A route
 * with a first screen of its own (decision 205) gives it as `children` instead of the bare heading.
 */
export function SiteFrame({
  view,
  heading,
  children,
}: {
  view: LandingView;
  heading?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader
        signedIn={view.signedIn}
        signedInLinks={(className) => <NotificationsLinkView className={className} unread={0} />}
      />
      <main id="main" className="min-h-dvh flex-1">
        {children ??
          (heading ? (
            <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
              <h1 className="text-3xl font-semibold hyphens-auto break-words sm:text-4xl">{heading}</h1>
            </section>
          ) : null)}
      </main>
      <SiteFooter isAdmin={view.isAdmin} />
    </div>
  );
}
