/**
 * The run-time configuration in force: loaded and validated once by the shell (or a standalone
 * harness) at start-up, read by every app. A Module Federation singleton, so all apps see the one
 * value the shell set.
 */
import type { RuntimeConfig } from '@andaman/shared/remote-contract';

let current: RuntimeConfig | undefined;

/** Called once by the shell (or a standalone harness) after loading and validating the configuration. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The run-time configuration; throws if the host has not set it yet (a programming error). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration read before the host loaded it');
  return current;
}
