// `pnpm stamp-config <file>…`: validates each `runtime-config.json` (or, with `--registry`, a release
// registry) with the platform's schemas and stamps it in place, so the shell takes it without
// loading a validator in the browser. Run it after editing a deployed configuration by hand; an
// unstamped (or stale) one still works, validated in the browser, with the validator's code added to
// the first load.
// See shared/src/contracts/validation-stamp.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { configStamp } from './lib/deploy.mjs';

const args = process.argv.slice(2);
const kind = args.includes('--registry') ? 'registry' : 'runtime-config';
const files = args.filter((arg) => !arg.startsWith('--'));
if (files.length === 0) {
  console.error('usage: pnpm stamp-config [--registry] <file.json>…');
  process.exit(2);
}
const { stampedJson } = await configStamp();
let failed = false;
for (const file of files) {
  try {
    writeFileSync(file, await stampedJson(kind, JSON.parse(readFileSync(file, 'utf8'))));
    console.log(`stamped ${file} (${kind})`);
  } catch (error) {
    failed = true;
    console.error(`${file}: ${error instanceof Error ? error.message : error}`);
  }
}
process.exit(failed ? 1 : 0);
