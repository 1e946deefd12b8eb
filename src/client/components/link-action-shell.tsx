import type { ReactNode } from "react";
import { PageHeading } from "@/client/components/page-heading";

/**
 * A page a mail's link opens to do one thing (confirm a reminder, switch mails off): its heading, then
 * what came of it. The server's frame renders the heading with the waiting and done states in a template,
 * which the page's inline script shows as it sends the link's request (decisions 223, 224).
 */
export function LinkActionShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <PageHeading title={title} />
      {children}
    </section>
  );
}
