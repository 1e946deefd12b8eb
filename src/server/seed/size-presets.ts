/**
 * The sizes `npm run seed:size -- <S|M|L|XL>` fills a database to (issue 52; docs/performance.md,
 * "Data at size"). Every number of a preset is here, so the docs' table, the seeding and its test
 * read one source. Per-member rates are averages over all members; the seeding and its test derive
 * the exact counts from them with `presetCounts`.
 */
export const SIZE_PRESET_NAMES = ["S", "M", "L", "XL"] as const;
export type SizePresetName = (typeof SIZE_PRESET_NAMES)[number];

export type SizePreset = {
  name: SizePresetName;
  members: number;
  /** Forum: posts and comments per 10 members (the issue: 2 posts and 10 comments per 10 members). */
  postsPer10Members: number;
  commentsPer10Members: number;
  /**
   * One thread, the forum's first post, gets this many comments on top of the others: the long thread
   * the benchmark reads (its first page as much as its last), the same length at every size.
   */
  longThreadComments: number;
  /** Comments under the daily impulses, per 10 members. */
  impulseCommentsPer10Members: number;
  bulletinPer10Members: number;
  notificationsPerMember: number;
  /** Signed-in devices: 1, 2 or 3 per member, 2 on average. */
  sessionsPerMember: number;
  /** Content reports per 100 members; half of them closed by an admin. */
  reportsPer100Members: number;
  /** Community suspensions per 1,000 members, at least one. */
  suspensionsPer1000Members: number;
  /** Team content, independent of the member count. */
  events: number;
  announcements: number;
  /** Daily impulses and usage counters cover this many days back from `now`. */
  days: number;
};

const shared = {
  postsPer10Members: 2,
  commentsPer10Members: 10,
  longThreadComments: 500,
  impulseCommentsPer10Members: 5,
  bulletinPer10Members: 1,
  notificationsPerMember: 50,
  sessionsPerMember: 2,
  reportsPer100Members: 2,
  suspensionsPer1000Members: 2,
  days: 365,
} as const;

export const SIZE_PRESETS: Record<SizePresetName, SizePreset> = {
  S: { name: "S", members: 100, events: 24, announcements: 12, ...shared },
  M: { name: "M", members: 1_000, events: 48, announcements: 24, ...shared },
  L: { name: "L", members: 10_000, events: 96, announcements: 36, ...shared },
  XL: { name: "XL", members: 100_000, events: 144, announcements: 52, ...shared },
};

export function isSizePresetName(value: string | undefined): value is SizePresetName {
  return (SIZE_PRESET_NAMES as readonly string[]).includes(value ?? "");
}

/** One admin among the members writes the audit rows; graduates are a quarter of the members. */
export const PRESET_ADMINS = 1;

/**
 * How far members got, as a repeating pattern of 20: 0 = still in week 1 … 4 = in week 5, 5 =
 * finished all five weeks (and graduated). 10 % in week 1, 15 % each in weeks 2–4, 20 % in week 5,
 * 25 % finished.
 */
export const PROGRESS_PATTERN = [0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5] as const;

/** The exact row counts a preset writes (apart from the derived ones: answers, progress, usage). */
export function presetCounts(preset: SizePreset) {
  const m = preset.members;
  return {
    members: m,
    forumPosts: Math.max(1, Math.round((m * preset.postsPer10Members) / 10)),
    /** All forum comments, the long thread's included. */
    forumComments: Math.round((m * preset.commentsPer10Members) / 10) + preset.longThreadComments,
    longThreadComments: preset.longThreadComments,
    impulseComments: Math.round((m * preset.impulseCommentsPer10Members) / 10),
    bulletin: Math.max(1, Math.round((m * preset.bulletinPer10Members) / 10)),
    notifications: m * preset.notificationsPerMember,
    reports: Math.max(4, Math.round((m * preset.reportsPer100Members) / 100)),
    suspensions: Math.max(1, Math.round((m * preset.suspensionsPer1000Members) / 1000)),
    events: preset.events,
    announcements: preset.announcements,
    days: preset.days,
  };
}
