// Types of what the e2e suite uses from deploy.mjs (releases crafted from published ones).
export interface RemoteApp {
  name: string;
  dir: string;
  port: number;
  role: 'remote';
}
export function remoteApp(name: string): RemoteApp;
export function releasesOf(app: RemoteApp): string;
export function contentHash(dir: string): string;
export function publishRelease(
  app: RemoteApp,
  buildDir: string,
  info: Record<string, unknown>,
): { path: string; created: boolean };
export function publishLocalBuild(app: RemoteApp, environment: string, dir: string): Promise<string>;
export function releaseInfo(app: RemoteApp, version: string): Record<string, unknown> | undefined;
export function refreshLiveLinks(environment: string): Promise<void>;
