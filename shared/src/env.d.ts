/// <reference types="@rsbuild/core/types" />
/*
 * Asset and CSS-module declarations, identical to the ones every app gets from Rsbuild:
 * `import logo from './logo.svg'` is the asset's URL string, and
 * `import styles from './x.module.css'` maps local class names to hashed ones.
 */
