import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { NotificationsLink } from "@/client/components/notifications-link";
import { SiteFooter } from "@/client/components/site-footer";
import { SiteHeader } from "@/client/components/site-header";
import { useSignOut } from "@/client/lib/auth";
import { useSession } from "@/client/lib/session";
import { saveLanguageChoice } from "@/client/lib/session-actions";

/** The app's header: the session query, sign-out, the language choice and the notifications wired into `SiteHeader`. */
export function AppHeader({ children }: { children?: ReactNode }) {
  const session = useSession();
  const signOut = useSignOut();
  const revalidator = useRevalidator();
  const signedIn = Boolean(session.data?.user);
  return (
    <SiteHeader
      signedIn={signedIn}
      pending={session.isPending}
      onSignOut={() => void signOut()}
      // Kept, then the page's loaders answer again in the new language (its title, its texts).
      onLanguageChoose={(language) =>
        void saveLanguageChoice(language, signedIn).then(() => revalidator.revalidate())
      }
      signedInLinks={(className) => <NotificationsLink className={className} />}
    >
      {children}
    </SiteHeader>
  );
}

/** The app's footer: the admin link from the session query. */
export function AppFooter() {
  const session = useSession();
  return <SiteFooter isAdmin={Boolean(session.data?.isAdmin)} />;
}
