import type { ComponentType } from 'react';

/** One page a remote owns: the shell mounts `Component` at `path` inside its layout. */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
}

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}
