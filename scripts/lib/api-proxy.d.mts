import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const FORWARDED_PREFIXES: string[];
export declare function forwardablePath(url: string | undefined): boolean;
export declare function forwardToApi(req: IncomingMessage, res: ServerResponse, target: string | URL): void;
