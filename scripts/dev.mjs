// `pnpm dev`: every app's dev server with hot reload (shell 3000, remotes 3001-3005) and the API
// in watch mode on 4000. The shell's dev server forwards /api and /wp-json to the API.
import { ensureInstalled, runPnpm } from './lib/workspace.mjs';

await ensureInstalled();
await runPnpm(['-r', '--parallel', '--filter', './shell', '--filter', './mf-*', '--filter', './api', 'dev']);
