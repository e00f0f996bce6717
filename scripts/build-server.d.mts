/** Types of scripts/build-server.mjs for the TypeScript that calls it (tests). */
export declare const SERVER_DIST: string;
export declare function buildServer(): Promise<number>;
export declare function ensureServerBuild(): Promise<boolean>;
