import type { Migration } from "kysely";
import * as initial from "@/server/db/migrations/0001-initial";
import * as accounts from "@/server/db/migrations/0002-accounts";
import * as publicForms from "@/server/db/migrations/0003-public-forms";
import * as payments from "@/server/db/migrations/0004-payments";
import * as journey from "@/server/db/migrations/0005-journey";
import * as scheduledJobs from "@/server/db/migrations/0006-scheduled-jobs";
import * as community from "@/server/db/migrations/0007-community";
import * as badges from "@/server/db/migrations/0008-badges";
import * as admin from "@/server/db/migrations/0009-admin";
import * as queryIndexes from "@/server/db/migrations/0010-query-indexes";
import * as twoFactor from "@/server/db/migrations/0011-two-factor";
import * as communityEdits from "@/server/db/migrations/0015-community-edits";
import * as notifications from "@/server/db/migrations/0016-notifications";
import * as textFold from "@/server/db/migrations/0017-text-fold";
import * as contentReports from "@/server/db/migrations/0018-content-reports";
import * as communitySearch from "@/server/db/migrations/0019-community-search";
import * as graduation from "@/server/db/migrations/0020-graduation";
import * as auditDetails from "@/server/db/migrations/0021-audit-details";
import * as memberTimeZone from "@/server/db/migrations/0022-member-time-zone";
import * as eventDuration from "@/server/db/migrations/0023-event-duration";
import * as bulletinExpiry from "@/server/db/migrations/0024-bulletin-expiry";
import * as dailySummarySends from "@/server/db/migrations/0025-daily-summary-sends";
import * as usedTotpCodes from "@/server/db/migrations/0026-used-totp-codes";
import * as searchPrefixIndex from "@/server/db/migrations/0027-search-prefix-index";
import * as sessionListIndex from "@/server/db/migrations/0028-session-list-index";
import * as backupRuns from "@/server/db/migrations/0029-backup-runs";
import * as journeyStanding from "@/server/db/migrations/0030-journey-standing";
import * as userNameOrder from "@/server/db/migrations/0031-user-name-order";
import * as userSearchIndex from "@/server/db/migrations/0032-user-search-index";
import * as forumSearchRows from "@/server/db/migrations/0033-forum-search-rows";
import * as keptCounts from "@/server/db/migrations/0034-kept-counts";
import * as unmailedOrder from "@/server/db/migrations/0035-unmailed-order";
import * as forumWrittenOrder from "@/server/db/migrations/0036-forum-written-order";
import * as sweepIndexes from "@/server/db/migrations/0037-sweep-indexes";

/**
 * Migrations are listed here rather than read from disk so that the bundled server carries them.
 * Append new ones; never edit or reorder a migration that has shipped.
 */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-accounts": accounts,
  "0003-public-forms": publicForms,
  "0004-payments": payments,
  "0005-journey": journey,
  "0006-scheduled-jobs": scheduledJobs,
  "0007-community": community,
  "0008-badges": badges,
  "0009-admin": admin,
  "0010-query-indexes": queryIndexes,
  "0011-two-factor": twoFactor,
  "0015-community-edits": communityEdits,
  "0016-notifications": notifications,
  "0017-text-fold": textFold,
  "0018-content-reports": contentReports,
  "0019-community-search": communitySearch,
  "0020-graduation": graduation,
  "0021-audit-details": auditDetails,
  "0022-member-time-zone": memberTimeZone,
  "0023-event-duration": eventDuration,
  "0024-bulletin-expiry": bulletinExpiry,
  "0025-daily-summary-sends": dailySummarySends,
  "0026-used-totp-codes": usedTotpCodes,
  "0027-search-prefix-index": searchPrefixIndex,
  "0028-session-list-index": sessionListIndex,
  "0029-backup-runs": backupRuns,
  "0030-journey-standing": journeyStanding,
  "0031-user-name-order": userNameOrder,
  "0032-user-search-index": userSearchIndex,
  "0033-forum-search-rows": forumSearchRows,
  "0034-kept-counts": keptCounts,
  "0035-unmailed-order": unmailedOrder,
  "0036-forum-written-order": forumWrittenOrder,
  "0037-sweep-indexes": sweepIndexes,
};
