// The shell's side of validation stamps (`@andaman/shared/contracts/validation-stamp`): the id of the
// schemas it was built with, and the validators it loads for a document without a valid stamp.

// `configSchemaId()`, compiled in by rsbuild.config.ts. Unset (tests, a build without it) means no
// stamp is taken: every document is validated.
declare const __CONFIG_SCHEMA_ID__: string | undefined;

export const CONFIG_SCHEMA_ID: string | undefined =
  typeof __CONFIG_SCHEMA_ID__ === 'string' ? __CONFIG_SCHEMA_ID__ : undefined;

/** The validators (zod/mini), downloaded only when something needs validating. */
export const loadConfigValidation = () => import('./config-validation');
