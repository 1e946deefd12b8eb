import { currentTime } from "@/server/clock";
import { graduationMail } from "@/server/mail/templates/graduation-mails";
import { GRADUATE, grantBadge } from "@/server/services/badges/badge-service";
import { notifyBadgeGranted } from "@/server/services/notifications/notification-service";
import type { ServiceDeps } from "@/server/services/service-deps";
import { isLanguage } from "@/shared/languages";
import { TOTAL_WEEKS } from "@/shared/plans";

type GraduationDeps = Pick<ServiceDeps, "db" | "config" | "mailer" | "logger">;

/**
 * Completing all five weeks makes a graduate (decision 190). With `GRADUATE_BADGE=auto`
 * this runs after every week completion: when all five weeks are complete, the badge is inserted once
 * (insert-or-ignore on its primary key, so two requests or two instances grant it once) with an empty
 * `granted_by`, and only the call that inserted it tells the member. Un-completing a week later does
 * not take the badge away; an admin still can. Answers whether this call made the member a graduate.
 */
export async function graduateIfComplete(deps: GraduationDeps, userId: string, now = currentTime()) {
  if (deps.config.graduateBadge !== "auto") return false;
  const done = await deps.db
    .selectFrom("user_week_progress")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("user_id", "=", userId)
    .where("week_number", ">=", 1)
    .where("week_number", "<=", TOTAL_WEEKS)
    .where("completed_at", "is not", null)
    .executeTakeFirstOrThrow();
  if (Number(done.n) < TOTAL_WEEKS) return false;
  const granted = await grantBadge(deps.db, {
    userId,
    badgeType: GRADUATE,
    grantedBy: null,
    via: "auto",
    now,
  });
  if (granted) await onGraduateBadgeGranted(deps, userId);
  return granted;
}

/**
 * The one place that tells a member they became a graduate automatically: a notification in the app
 * (decision 182) and the mail in their language with a link to the download. A failed mail is logged,
 * never undoes the badge.
 */
export async function onGraduateBadgeGranted(deps: GraduationDeps, userId: string): Promise<void> {
  await notifyBadgeGranted(deps.db, userId, { badge: GRADUATE });
  const member = await deps.db
    .selectFrom("user")
    .leftJoin("profiles", "profiles.id", "user.id")
    .select(["user.email", "user.name", "profiles.full_name", "profiles.language"])
    .where("user.id", "=", userId)
    .executeTakeFirst();
  if (!member) return;
  try {
    await deps.mailer.send(
      graduationMail({
        to: member.email,
        name: member.full_name || member.name,
        language: isLanguage(member.language) ? member.language : "de",
        appUrl: deps.config.appUrl,
      }),
    );
  } catch (err) {
    deps.logger.error({ err, userId }, "graduation mail failed");
  }
}
