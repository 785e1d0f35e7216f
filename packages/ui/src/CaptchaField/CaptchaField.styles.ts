import styled from 'styled-components';

export const StyledCaptchaRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  & > :first-child {
    flex: 1;
  }
`;

export const StyledCaptchaImage = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.measure.width.captchaImage};
  height: ${({ theme }) => theme.space['10']};
  overflow: hidden;
  background: ${({ theme }) => theme.palette.neutral['50']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
