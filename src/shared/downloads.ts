import { z } from "zod";
import { DOWNLOAD_MODES } from "@/shared/download-modes";
import { LANGUAGES } from "@/shared/languages";

export const downloadQuerySchema = z.strictObject({
  mode: z.enum(DOWNLOAD_MODES).default("questions"),
  lang: z.enum(LANGUAGES).optional(),
  /** "false" leaves the print script out (the file then has no script at all). */
  print: z.enum(["true", "false"]).default("true"),
});
