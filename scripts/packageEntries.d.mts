import type { Plugin } from 'vite'

/** Entry name → source file, from entries.json. */
export declare const entries: Readonly<Record<string, string>>
/** `gangway` / `gangway/<entry>` → absolute source path. */
export declare const entrySources: Readonly<Record<string, string>>
/** `#kernel/internal` and the package's other private imports → absolute source path. */
export declare const privateImports: Readonly<Record<string, string>>
/** A Rollup (and Vite) plugin: the package's own entries and private imports resolve to their sources. */
export declare function packageEntries(): Plugin
