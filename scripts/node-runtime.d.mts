// Types for node-runtime.mjs, which stays plain JavaScript: it runs before anything is installed.
export declare function pinnedNodeVersion(root: string): string;
export declare function runsPinnedMajor(version: string, current?: string): boolean;
export declare function localNodeDir(root: string, version: string): { prefix: string; bin: string };
export declare function ensureLocalNode(root: string, version: string): string;
export declare function rerunUnder(bin: string, script: string, args: readonly string[]): Promise<number>;
