import { Verification } from '../kyc/Verification.tsx';

/** Member centre page `verification` (issue 31; module UPLOADID3): identity checks. */
export function Component() {
  return <Verification />;
}
