import styled from 'styled-components';

/** The toggle sits inside the input box; it is a normal IconButton, made compact here. */
export const StyledToggleSlot = styled.span`
  display: inline-flex;
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space['2']});
`;
