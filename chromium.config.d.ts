/** Path of Debian's Chromium (or CHROME_PATH). */
export declare const CHROMIUM: string;
/** chromium-headless-shell when installed (or HEADLESS_CHROME_PATH), else CHROMIUM: for tests that compare no pixels. */
export declare const HEADLESS_CHROMIUM: string;
/** Flags every headless start uses on this project's machines. */
export declare const chromiumArgs: string[];
