// Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of a build, so the server sends
// the precompressed file (serveStatic's `precompressed`) instead of compressing it on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|map)$/;
/** Below this a compressed copy saves less than a network packet; such files go out as they are. */
export const MIN_BYTES = 1024;

/** Every file under `dir` worth compressing (Vite's manifest folder excluded: it is for the build's
 * checks, never sent). Returns the files it compressed. */
export function precompressDir(dir) {
  const done = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== ".vite") walk(file);
        continue;
      }
      if (!TEXT.test(entry.name) || statSync(file).size < MIN_BYTES) continue;
      if (path.relative(dir, file) === "index.html") continue;
      const body = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      );
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      done.push(file);
    }
  };
  walk(dir);
  return done;
}
