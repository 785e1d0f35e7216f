import { PlatformHtml } from '@wl/app-shell/html';

/** Platform HTML (notices, promotions, messages), sanitised by the one rule of `@wl/app-shell/html`. */
export const Html = PlatformHtml;
