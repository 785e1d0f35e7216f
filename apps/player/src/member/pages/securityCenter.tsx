import { SecurityCenter } from '../security/SecurityCenter.tsx';

/** Member centre page `securityCenter` (the default page). */
export function Component() {
  return <SecurityCenter />;
}
