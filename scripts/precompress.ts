/**
 * After `astro build`: writes a brotli (.br) and a gzip (.gz) copy of every text file in
 * dist/client, so the server (and any static host that supports it) sends compressed files
 * without compressing on each request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const TEXT = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.xml', '.txt', '.svg']);
const root = join(process.cwd(), 'dist/client');

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(root)) {
  if (!TEXT.has(extname(path))) continue;
  const raw = readFileSync(path);
  const brotli = brotliCompressSync(raw, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  count += 1;
  before += statSync(path).size;
  after += brotli.length;
}
console.log(
  `Precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli.`,
);
