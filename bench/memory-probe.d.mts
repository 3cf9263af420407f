/** The types of memory-probe.mjs, for the TypeScript server that imports it. */
export declare const mb: (bytes: number) => number;
export declare const settle: () => Promise<void>;
export declare function peakTracker(): { reset: () => void; peak: () => number };
