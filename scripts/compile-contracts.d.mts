/** The folders whose `.sol` files compile into their own `artifacts/`. */
export declare const contractDirs: readonly string[]
/** Compiles a folder's `.sol` files: artifact file name → its JSON text as committed. */
export declare function compileContracts(dir: string): Record<string, string>
