import type { JobDeps } from "@/server/jobs/job-types";

/**
 * Sends one mail whose claim row the caller has already inserted: on success the claim is marked sent;
 * when the mail did not go out the claim is given back, so the retry of the run sends it. A process
 * dying between claim and send loses that one mail rather than sending it twice.
 */
export async function sendClaimedMail(
  deps: JobDeps,
  summary: { sent: number; failed: number },
  claim: {
    send: () => Promise<void>;
    markSent: () => Promise<unknown>;
    release: () => Promise<unknown>;
    /** Logged when the mail fails (counts and ids only, no personal data). */
    failure: { message: string; context?: Record<string, unknown> };
  },
): Promise<void> {
  try {
    await claim.send();
    await claim.markSent();
    summary.sent++;
  } catch (err) {
    summary.failed++;
    deps.logger.warn({ err, ...claim.failure.context }, claim.failure.message);
    await claim.release();
  }
}
