export const MIN_BYTES: number;
export function precompressDir(dir: string): string[];
