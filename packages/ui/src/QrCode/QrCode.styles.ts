import styled from 'styled-components';

/**
 * Scanners need dark modules on a light background whatever the theme, so the QR colours come from
 * the ends of the neutral ramp. CSS wins over qrcode.react's fill attributes (background path first,
 * modules second).
 */
export const StyledQr = styled.figure`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
  svg {
    display: block;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  svg path:first-of-type {
    fill: ${({ theme }) => theme.palette.neutral['50']};
  }
  svg path:last-of-type {
    fill: ${({ theme }) => theme.palette.neutral['900']};
  }
`;

export const StyledQrCaption = styled.figcaption`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  text-align: center;
`;

/** The code's square while qrcode.react loads: same size and light background, so nothing moves when it lands. */
export const StyledQrPlaceholder = styled.span`
  display: block;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.palette.neutral['50']};
`;
