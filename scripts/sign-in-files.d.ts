// Types of sign-in-files.js, which is JavaScript so that eslint.config.js can import it too.
export declare const SIGN_IN_ROUTES: readonly string[]
export declare const SIGN_IN_CODE: readonly string[]
export declare function sourceFilesUnder(root: string, dir: string): string[]
export declare function expandEntries(root: string, entries: readonly string[]): string[]
