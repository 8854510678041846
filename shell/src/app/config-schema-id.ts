// The id of the schemas this shell was built with (`configSchemaId()`, compiled in by rsbuild.config.ts).
// Unset (tests, a build without it) means no stamp is taken: every document is validated.
declare const __CONFIG_SCHEMA_ID__: string | undefined;

export const CONFIG_SCHEMA_ID: string | undefined =
  typeof __CONFIG_SCHEMA_ID__ === 'string' ? __CONFIG_SCHEMA_ID__ : undefined;
