import { z } from "zod";
import { LANGUAGES } from "@/shared/languages";

/** The graduate's download (spec sections 3 and 9): questions only (default) or with own answers. */
export const DOWNLOAD_MODES = ["questions", "answers"] as const;
export type DownloadMode = (typeof DOWNLOAD_MODES)[number];

export const DOWNLOAD_FILE_NAMES: Record<DownloadMode, string> = {
  questions: "purpose-journey-questions.html",
  answers: "purpose-journey-with-reflections.html",
};

export const downloadQuerySchema = z.strictObject({
  mode: z.enum(DOWNLOAD_MODES).default("questions"),
  lang: z.enum(LANGUAGES).optional(),
  /** "false" leaves the print script out (the file then has no script at all). */
  print: z.enum(["true", "false"]).default("true"),
});
