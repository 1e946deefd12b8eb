export function inputsHash(): string;
export function defaultTestBuildDir(hash?: string): string;
export function isUpToDate(dir: string, hash?: string): boolean;
export function ensureBuild(
  dir?: string,
  options?: { force?: boolean; log?: (message: string) => void },
): { dir: string; built: boolean };
