import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/;
/** Below this a compressed copy saves less than its own HTTP overhead. */
const MIN_BYTES = 1024;

const encoders = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

export interface PrecompressResult {
  /** Files that got a `.br` and a `.gz` copy. */
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`, at the highest
 * levels (done once per build, so the server sends them without compressing per request). A copy
 * that is not smaller than the file is not written: the server then sends the file itself.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const data = await readFile(file);
      const [br, gz] = await Promise.all([encoders.br(data), encoders.gz(data)]);
      if (br.length >= data.length || gz.length >= data.length) return;
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      result.files += 1;
      result.bytes += data.length;
      result.brotliBytes += br.length;
      result.gzipBytes += gz.length;
    }),
  );
  return result;
}

/** Vite build step: precompresses the whole output (bundles, index.html and public/ files). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'platform:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const r = await precompressDir(outDir);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      config.logger.info(
        `precompressed ${r.files} files: ${kb(r.bytes)} → brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`,
      );
    },
  };
}
