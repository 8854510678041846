/** What `pgCtl` needs to stop and start a private cluster again. */
export type PostgresCluster = { bin: string; dir: string; port: number; fsync: boolean };

export declare function pgCtl(cluster: PostgresCluster, action: 'start' | 'stop'): void;

export declare function startTestPostgres(options?: {
  port?: number;
  database?: string;
  useTestUrl?: boolean;
  fsync?: boolean;
}): Promise<{ url: string; cluster?: PostgresCluster; stop(): void } | undefined>;
