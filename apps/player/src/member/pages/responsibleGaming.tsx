import { ResponsibleGaming } from '../protection/ResponsibleGaming.tsx';

/** Member centre page `responsibleGaming` (issue 31; module RESPGAM3). */
export function Component() {
  return <ResponsibleGaming />;
}
