import styled, { css } from 'styled-components';
import { focusRing } from '../internal/styles.ts';

/** The chevron after a navigation link: a 24 px target at least. */
export const StyledMenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.measure.size.target};
  min-height: ${({ theme }) => theme.measure.size.target};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.component.header.fg};
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:hover {
    background: ${({ theme }) => theme.color.bg.raised};
  }
  ${focusRing}
`;

/**
 * The dropdown panel. Its containing block is the (sticky) header, so the list of links does not clip it:
 * 'normal' hangs under its item, 'large' spans the header as a grid.
 */
export const StyledMenuPanel = styled.div<{ $layout: 'normal' | 'large' }>`
  position: absolute;
  top: 100%;
  z-index: ${({ theme }) => theme.z.dropdown};
  max-height: ${({ theme }) => theme.measure.height.navMenu};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space['2']};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &[hidden] {
    display: none;
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow: visible;
  }
  ${({ $layout, theme }) =>
    $layout === 'large'
      ? css`
          left: ${theme.space['4']};
          right: ${theme.space['4']};
          ul {
            grid-template-columns: repeat(auto-fill, minmax(${theme.measure.width.navMenuCell}, 1fr));
          }
        `
      : css`
          width: ${theme.measure.width.navMenu};
        `}
`;

export const StyledMenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  width: 100%;
  min-height: ${({ theme }) => theme.space['10']};
  padding: ${({ theme }) => `${theme.space['1']} ${theme.space['2']}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;
  cursor: pointer;
  img {
    flex: none;
    width: ${({ theme }) => theme.measure.width.navMenuIcon};
    height: ${({ theme }) => theme.space['6']};
    border-radius: ${({ theme }) => theme.radius.sm};
    object-fit: contain;
  }
  span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  &:hover {
    background: ${({ theme }) => theme.color.bg.raised};
  }
  ${focusRing}
`;
