import { expect, type Locator, type Page } from './test.ts';

/** What the keyboard reached: a short name, and whether it showed a focus indicator there. */
type Stop = { name: string; ring: boolean; inside: boolean };

/**
 * A visitor with a keyboard only. `tabTo` presses Tab (or Shift+Tab) until the control is focused, as a person does,
 * and notes every control on the way that showed no focus indicator (no outline and no box shadow: WCAG 2.4.7), so a
 * walk fails when the keyboard cannot reach a control or cannot see where it is.
 */
export class Keyboard {
  readonly withoutRing = new Set<string>();
  constructor(private readonly page: Page) {}

  private async stop(scope?: Locator): Promise<Stop> {
    const scopeHandle = scope ? await scope.elementHandle() : null;
    return this.page.evaluate((scopeEl) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { name: '(page)', ring: true, inside: !scopeEl };
      // The control's own outline or shadow, or its field's (an input shows the focus on its box: :focus-within).
      const shows = (node: Element) => {
        const style = getComputedStyle(node);
        const outline =
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) > 0 &&
          !/rgba\(.*, 0\)|transparent/.test(style.outlineColor);
        return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
      };
      const field = el.parentElement?.matches(':focus-within') ? el.parentElement : null;
      const ring =
        shows(el) ||
        (field !== null &&
          field.querySelectorAll('input,select,textarea,button').length <= 3 &&
          shows(field));
      const label =
        el.getAttribute('aria-label') ||
        (el as HTMLInputElement).labels?.[0]?.textContent ||
        el.textContent ||
        el.getAttribute('name') ||
        '';
      return {
        name: `${el.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 50)}"`,
        ring,
        inside: scopeEl ? scopeEl.contains(el) : true,
      };
    }, scopeHandle);
  }

  /** Tabs forward (or back) until `target` has the focus; fails after `max` presses. Returns the stops passed. */
  async tabTo(target: Locator, { back = false, max = 80 }: { back?: boolean; max?: number } = {}) {
    await expect(target).toBeVisible();
    const passed: string[] = [];
    for (let i = 0; i < max; i++) {
      await this.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      const stop = await this.stop();
      if (!stop.ring) this.withoutRing.add(stop.name);
      passed.push(stop.name);
      if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
        return passed;
    }
    throw new Error(`Tab did not reach the control in ${max} presses; it passed: ${passed.join(' → ')}`);
  }

  /** Tabs `presses` times inside an open dialog: the focus never leaves it (the dialog traps it). */
  async staysIn(dialog: Locator, presses = 12) {
    const passed: string[] = [];
    for (let i = 0; i < presses; i++) {
      await this.page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const stop = await this.stop(dialog);
      passed.push(stop.name);
      expect(stop.inside, `focus left the dialog for ${stop.name} after ${passed.join(' → ')}`).toBe(true);
      if (!stop.ring) this.withoutRing.add(`${stop.name} (in a dialog, after ${passed.join(' → ')})`);
    }
  }

  async press(key: string) {
    await this.page.keyboard.press(key);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  /** Every control reached showed where the focus was. */
  expectRings() {
    expect([...this.withoutRing], 'controls the keyboard reached without a visible focus indicator').toEqual(
      [],
    );
  }
}
