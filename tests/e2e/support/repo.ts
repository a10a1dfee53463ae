import { fileURLToPath } from 'node:url';

/** The workspace root, where `pnpm build` and `pnpm start` are run. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
