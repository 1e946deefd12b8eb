// Without zod, for the download card and its file names (decision 131); downloads.ts validates the query.

/** The graduate's download (spec sections 3 and 9): questions only (default) or with own answers. */
export const DOWNLOAD_MODES = ["questions", "answers"] as const;
export type DownloadMode = (typeof DOWNLOAD_MODES)[number];

export const DOWNLOAD_FILE_NAMES: Record<DownloadMode, string> = {
  questions: "purpose-journey-questions.html",
  answers: "purpose-journey-with-reflections.html",
};
