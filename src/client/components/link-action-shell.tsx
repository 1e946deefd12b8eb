import type { ReactNode } from "react";
import { PageHeading } from "@/client/components/page-heading";

/**
 * A page a mail's link opens to do one thing (confirm a reminder, switch mails off): its heading, then
 * what came of it. The server renders it with the waiting state; the browser sends the link's request
 * as the page hydrates and shows the outcome (`lib/link-action.ts`, decision 236).
 */
export function LinkActionShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <PageHeading title={title} />
      {children}
    </section>
  );
}
