// The Content-Security-Policy allows no eval, so zod must not probe for `new Function` (its JIT):
// the browser reports even a caught attempt as a violation. zod keeps its configuration on
// globalThis, so this one setting, made before any app's zod runs, holds for every app's copy.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
