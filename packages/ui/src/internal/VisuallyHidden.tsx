import styled from 'styled-components';
import { visuallyHidden } from './styles.ts';

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
