/** The examples' folders (absolute paths). */
export declare const examples: readonly string[]
/** Installs an example's `gangway` link when missing; throws when dist/ is not built. */
export declare function prepareExample(directory: string): void
