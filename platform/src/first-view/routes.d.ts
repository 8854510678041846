// The remote's `./routes` module, aliased by platform/src/first-views.mjs when it builds a remote's first views.
declare module '@first-view/routes' {
  import type { RemoteRoute } from '@andaman/shared/remote-contract';

  export const routes: RemoteRoute[];
}

declare module '@first-view/stylesheets' {
  /** The remote's CSS files (its browser build's), written by platform/src/first-views.mjs. */
  const stylesheets: string[];
  export default stylesheets;
}

declare module '@first-view/widgets' {
  import type { RemoteWidgetModule } from '@andaman/shared/remote-contract';

  /** The remote's exposed widgets (`widgets/<name>`), written by platform/src/first-views.mjs. */
  export const widgets: Record<string, () => Promise<RemoteWidgetModule>>;
}
