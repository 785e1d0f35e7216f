import styled from 'styled-components';
import { Badge } from '@wl/ui';

export const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['8']};
  min-width: 0;
  & h2,
  & h3,
  & p {
    margin: 0;
  }
  & dl {
    display: grid;
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
    margin: 0;
  }
  & dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
/** A part of the page: its heading, then its cards, spaced. */
export const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  min-width: 0;
  & > h2 {
    padding-bottom: ${({ theme }) => theme.space['2']};
    border-bottom: ${({ theme }) => theme.measure.stroke.hairline} solid
      ${({ theme }) => theme.color.border.subtle};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-family: ${({ theme }) => theme.font.family.heading};
  }
`;
/** One contract, or the offer form: a card. */
export const StyledCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  min-width: 0;
  padding: ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space['4']};
  }
  & > h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
/** The status: a badge that may wrap on a phone. */
export const StyledBadge = styled(Badge)`
  white-space: normal;
  min-height: ${({ theme }) => theme.space['6']};
`;
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
`;
/** The history's heading: an h2 of its own, or an h3 under the payouts. */
export const StyledSubHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
`;
export const StyledFormActions = styled(StyledActions)`
  margin-top: ${({ theme }) => theme.space['2']};
`;
export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
/** A tier's fields (or the preview's figures): side by side, one column on a phone. */
export const StyledTierRow = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']}
    ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']}
      ${({ theme }) => theme.space['4']};
  }
  & > legend {
    padding: 0 ${({ theme }) => theme.space['1']};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
/** The pay preview: set apart from the offer's tiers, on a sunken ground. */
export const StyledPreview = styled(StyledTierRow)`
  margin-top: ${({ theme }) => theme.space['2']};
  background: ${({ theme }) => theme.color.bg.sunken};
  border-style: dashed;
  & > p {
    grid-column: 1 / -1;
  }
`;
