/** Path of Debian's Chromium (or CHROME_PATH). */
export declare const CHROMIUM: string;
/** Flags every headless start uses on this project's machines. */
export declare const chromiumArgs: string[];
