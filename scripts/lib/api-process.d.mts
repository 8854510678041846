/** A running API process (`startApiProcess`). */
export type ApiProcess = {
  origin: string;
  pid: number | undefined;
  exited: Promise<number | string | null>;
  running: () => boolean;
  kill: (signal: NodeJS.Signals) => boolean;
  rss: () => number | undefined;
  stop: () => Promise<void>;
};

export declare function residentBytes(pid: number | undefined): number | undefined;

export declare function startApiProcess(options: {
  port: number;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ApiProcess>;
