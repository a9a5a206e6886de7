/** ISSUE 16: the frame page stays under 40 KiB gzip. */
export declare const frameBudget: number
/** Builds secure-site/frame into secure-site/dist/frame; returns its gzip size. */
export declare function buildFrame(): Promise<{ bytes: number; budget: number }>
