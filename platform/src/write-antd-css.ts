/** Writes antd's static CSS for every door into `src/ui/antd-css/` (see `antd-static-css.tsx`). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANTD_CSS_FOLDER, generateAntdCss } from './antd-static-css';

const folder = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'shared',
  'src',
  'ui',
  ANTD_CSS_FOLDER,
);
mkdirSync(folder, { recursive: true });
for (const [door, css] of generateAntdCss()) {
  writeFileSync(join(folder, `${door}.css`), css);
  process.stdout.write(`${door}.css  ${(css.length / 1024).toFixed(1)} KB\n`);
}
