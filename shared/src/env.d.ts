/// <reference types="@rsbuild/core/types" />
/*
 * Asset and CSS-module declarations, identical to the ones every app gets from Rsbuild:
 * `import logo from './logo.svg'` is the asset's URL string, and
 * `import styles from './x.module.css'` maps local class names to hashed ones.
 */

/*
 * The bundler's `require.ensure` (Rspack, like webpack): loads the chunks the listed modules are in
 * and calls back, without running any of them (`loadInSteps` requests a page's code this way).
 */
declare namespace NodeJS {
  interface Require {
    ensure(
      dependencies: string[],
      callback: () => void,
      errorCallback?: (error: unknown) => void,
      chunkName?: string,
    ): void;
  }
}
