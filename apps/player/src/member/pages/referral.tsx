import { Referral } from '../rewards/Referral.tsx';

/** Member centre page `referral`: code, link and QR code, copy and share, income, invited friends, rules. */
export function Component() {
  return <Referral />;
}
