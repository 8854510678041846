import { requestRuntimeConfigEarly, yieldToBrowser } from './app/start-up';

// The Content-Security-Policy allows no eval, so zod must not probe for `new Function` (its JIT):
// the browser reports even a caught attempt as a violation. zod keeps its configuration on
// globalThis, so this one setting, made before any app's zod runs, holds for every app's copy.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// The configuration downloads beside the start-up chunks rather than after they have run.
requestRuntimeConfigEarly();

// Async boundary: shared singletons are negotiated before any app code runs. It starts in a task of
// its own: this one has just evaluated the federation runtime, and negotiating the shared modules and
// requesting the start-up chunks is as long again (one long task would block input twice as long).
void yieldToBrowser().then(() => import('./bootstrap'));
