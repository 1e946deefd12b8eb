import { z } from "zod";
import { communityText } from "@/shared/community";
import { recordId } from "@/shared/record-id";
import {
  REPORT_ITEM_TYPES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  SUSPENSION_DAYS,
  SUSPENSION_REASON_MAX,
} from "@/shared/report-kinds";

/** POST /api/community/reports: what is reported, why, and an optional note (decision 184). */
export const createReportSchema = z.strictObject({
  itemType: z.enum(REPORT_ITEM_TYPES, { error: "invalid" }),
  itemId: recordId,
  reason: z.enum(REPORT_REASONS, { error: "invalid" }),
  note: communityText(REPORT_NOTE_MAX).optional(),
});
export type CreateReportInput = z.infer<typeof createReportSchema>;

/** /api/admin/reports/:type/:id/… */
export const reportItemParamSchema = z.strictObject({
  type: z.enum(REPORT_ITEM_TYPES),
  id: recordId,
});

export const reportsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** PUT /api/admin/users/:id/suspension (decision 185). */
export const suspensionBodySchema = z.strictObject({
  days: z.number().int().min(SUSPENSION_DAYS.min).max(SUSPENSION_DAYS.max),
  reason: communityText(SUSPENSION_REASON_MAX),
});
export type SuspensionInput = z.infer<typeof suspensionBodySchema>;
