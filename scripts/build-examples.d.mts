/** The examples' folders (absolute paths). */
export declare const examples: readonly string[]
/** Builds dist/ when missing and installs an example's `gangway` link when missing. */
export declare function prepareExample(directory: string): void
/** Builds examples/next (or `directory`) with `next build`, after `prepareExample`. */
export declare function buildNextExample(directory?: string): void
