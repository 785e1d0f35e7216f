import styled from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg';

export const StyledAvatar = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => ({ sm: theme.space['8'], md: theme.space['10'], lg: theme.space['16'] })[$size]};
  height: ${({ theme, $size }) => ({ sm: theme.space['8'], md: theme.space['10'], lg: theme.space['16'] })[$size]};
  overflow: hidden;
  font-size: ${({ theme, $size }) => ({ sm: theme.font.size.lg, md: theme.font.size.xl, lg: theme.font.size['3xl'] })[$size]};
  color: ${({ theme }) => theme.color.fg.muted};
  background: ${({ theme }) => theme.color.bg.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.pill};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
