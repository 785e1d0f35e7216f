import styled from 'styled-components';
import { spin } from './styles.ts';

/** Decorative spinner (aria-hidden); the caller announces the busy state (aria-busy, a label). */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: ${({ theme }) => theme.measure.stroke.focus} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  ${spin}
`;
