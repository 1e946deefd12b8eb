import type { BuildOptions } from "esbuild";
export function serverBuildOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions;
