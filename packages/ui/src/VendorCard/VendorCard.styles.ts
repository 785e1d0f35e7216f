import styled from 'styled-components';

export const StyledVendorCard = styled.button<{ $maintenance: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space['3']};
  color: ${({ theme }) => theme.component.card.fg};
  background: ${({ theme }) => theme.component.card.bg};
  border: 1px solid ${({ theme }) => theme.component.card.border};
  border-radius: ${({ theme }) => theme.component.card.radius};
  &:hover {
    border-color: ${({ theme }) => theme.color.border.strong};
  }
  img {
    width: 100%;
    aspect-ratio: 5 / 2;
    object-fit: contain;
    filter: ${({ $maintenance }) => ($maintenance ? 'grayscale(1) brightness(0.6)' : 'none')};
  }
`;

export const StyledVendorName = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
