import styled from 'styled-components';

export const StyledMessages = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['4']};
  min-width: 0;
`;

export const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.component.card.radius};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid
    ${({ theme, $unread }) => ($unread ? theme.color.border.strong : theme.color.border.subtle)};
  background: ${({ theme, $unread }) => ($unread ? theme.color.bg.raised : theme.component.card.bg)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

export const StyledItemHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
`;

export const StyledTitleButton = styled.button<{ $unread: boolean }>`
  padding: 0;
  min-height: ${({ theme }) => theme.measure.size.target};
  font: inherit;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.bold : theme.font.weight.regular)};
  text-align: start;
  color: ${({ theme }) => theme.color.fg.default};
  background: transparent;
  border: 0;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

export const StyledMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;

export const StyledBody = styled.div`
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  max-width: ${({ theme }) => theme.measure.width.wideText};
`;

export const StyledTextarea = styled.textarea`
  width: 100%;
  min-height: 8rem;
  resize: vertical;
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.component.input.border};
  background: ${({ theme }) => theme.component.input.bg};
  color: ${({ theme }) => theme.component.input.fg};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.fg.danger};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.component.input.borderFocus};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const StyledCounter = styled.span<{ $over: boolean }>`
  justify-self: end;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $over }) => ($over ? theme.color.fg.danger : theme.color.fg.muted)};
`;

export const StyledStatusLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
