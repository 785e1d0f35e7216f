import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/** Story-only helpers: a phone-width frame (360 px, the spec's smallest width) and long Thai copy. */
const phoneFrame: Decorator = (Story) => (
  <div style={{ width: 360, maxWidth: '100%' }}>
    <Story />
  </div>
);

export const phoneStory: {
  decorators: Decorator[];
  globals: { viewport: { value: string; isRotated: boolean } };
} = {
  decorators: [phoneFrame],
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const LONG_THAI = 'ฝากเงินวันนี้รับโบนัสต้อนรับสูงสุดหนึ่งร้อยเปอร์เซ็นต์ พร้อมสิทธิพิเศษสำหรับสมาชิกใหม่ทุกท่านตลอดทั้งเดือน';

export const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;
export const column = { display: 'flex', flexDirection: 'column', gap: 16 } as const;

/**
 * Waits until every QR code in the story is drawn: qrcode.react loads lazily and a placeholder square
 * (aria-busy) stands in meanwhile, so without this a screenshot may catch the placeholder.
 */
export async function qrCodesDrawn(root: HTMLElement) {
  await waitFor(() => expect(root.querySelectorAll('[role="img"][aria-busy="true"]')).toHaveLength(0), {
    timeout: 5000,
  });
}
