import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every journey's `test`: Playwright's, and it fails when React reported an error while hydrating a prerendered page
 * in any page of the journey's browser context (a mismatch between the HTML and the first render, which React
 * repairs by rendering that part again: @wl/app-shell's hydration.ts logs it as `[wl] hydration error`).
 */
export const test = base.extend<{ hydrationErrors: string[] }>({
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('[wl] hydration error'))
          errors.push(`${message.page()?.url() ?? '?'}: ${message.text().split('\n')[0]}`);
      });
      await use(errors);
      expect(errors, 'React reported errors while hydrating a prerendered page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
