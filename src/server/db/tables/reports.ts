/** Table added by migration 0018-content-reports (docs/decisions/184-reports.md). */

export interface ContentReportTable {
  id: string;
  reporter_id: string;
  item_type: string;
  item_id: string;
  post_id: string | null;
  comment_id: string | null;
  impulse_comment_id: string | null;
  bulletin_id: string | null;
  reason: string;
  note: string | null;
  created_at: string;
  closed_at: string | null;
}

export type ReportTables = {
  content_reports: ContentReportTable;
};
