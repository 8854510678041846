import { afterNextPaint, picturesOnScreen, picturesReady, requestRuntimeConfigEarly } from './app/start-up';

// The Content-Security-Policy allows no eval, so zod must not probe for `new Function` (its JIT):
// the browser reports even a caught attempt as a violation. zod keeps its configuration on
// globalThis, so this one setting, made before any app's zod runs, holds for every app's copy.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// The configuration downloads beside the start-up chunks rather than after they have run.
requestRuntimeConfigEarly();

// The start-up's code comes in two parts, each evaluated in a task of its own: the bootstrap
// (configuration, remotes, the page's data) and the site (React's renderer, the router, the layout and
// the routes). They are requested once the pre-rendered page has painted: preloading them from the
// HTML put their bytes before the page's largest paint in Lighthouse's simulation (see the journal).
// They wait, at most a second, for the pictures on screen to be decoded and painted: their code's first
// tasks would otherwise hold back the paint of a picture that has arrived (the page's largest paint).
void afterNextPaint()
  .then(() => picturesReady(picturesOnScreen()))
  .then(afterNextPaint)
  .then(() => import(/* webpackChunkName: "start-up" */ './bootstrap'));
