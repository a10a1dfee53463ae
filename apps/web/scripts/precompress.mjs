// Last step of `pnpm build`: writes a .br and a .gz beside each text file of dist/, which the
// server sends to browsers that accept them (@fastify/static's preCompressed). Compressing once
// here at the highest levels costs nothing per request. It runs after prerender.mjs, which
// rewrites index.html.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const compressible = /\.(?:js|css|html|svg|json|txt)$/;
// Below this the headers outweigh the saving.
const minBytes = 1024;

let files = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const body = readFileSync(path);
  if (body.length < minBytes) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
}
console.log(`Pre-compressed ${files} files of dist/ (brotli and gzip)`);
