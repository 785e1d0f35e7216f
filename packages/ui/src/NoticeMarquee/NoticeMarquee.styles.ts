import styled, { keyframes } from 'styled-components';

const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

export const StyledMarquee = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space['1']} ${theme.space['3']}`};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledMarqueeIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.fg.link};
`;

export const StyledViewport = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
`;

export const StyledTrack = styled.ul<{ $paused: boolean; $seconds: number }>`
  display: flex;
  width: max-content;
  gap: ${({ theme }) => theme.space['8']};
  padding: 0;
  list-style: none;
  animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};
  &:hover,
  &:focus-within {
    animation-play-state: paused;
  }
  /* Without motion the notices stand in a list: the looping copy is not shown. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    flex-direction: column;
    width: auto;
    gap: 0;
    li[aria-hidden='true'] {
      display: none;
    }
  }
`;

export const StyledNotice = styled.button`
  min-height: ${({ theme }) => theme.measure.size.target};
  padding: ${({ theme }) => theme.space['1']} 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  color: inherit;
  background: transparent;
  border: 0;
  &:hover {
    color: ${({ theme }) => theme.color.fg.link};
  }
`;

/**
 * The pause button. Positioned so that it paints above the scrolling track (whose transform puts it on
 * a layer of its own): notices sliding under the viewport's edge never cover any of its hit area.
 */
export const StyledMarqueeControl = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;
