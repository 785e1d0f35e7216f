import { media } from '@wl/ui';
import styled from 'styled-components';

/** Cards of a catalogue or a promotions list: one column on a phone, as many as fit on a desktop. */
export const StyledCardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCard = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  padding: ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.raised};
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  img {
    max-width: 100%;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** The big figure of a summary (points balance, VIP level). */
export const StyledFigure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

/** A card's actions, pushed to its bottom. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  align-self: end;
`;

export const StyledRules = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space['5']};
`;

const StyledBar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
`;

const StyledTrack = styled.div`
  height: ${({ theme }) => theme.space['2']};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.sunken};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => `${$percent}%`};
  height: 100%;
  background: ${({ theme }) => theme.color.bg.brand};
`;

/** Percent of a target reached (0-100, whole); no target counts as reached. */
function percentOf(actual: number, expected: number): number {
  if (!(expected > 0)) return 100;
  return Math.min(100, Math.max(0, Math.floor((actual / expected) * 100)));
}

/** A labelled progress bar whose value a screen reader reads as words ("฿300 of ฿1,000, 30%"). */
export function ProgressBar({
  label,
  actual,
  expected,
  text,
}: {
  label: string;
  actual: number;
  expected: number;
  text: string;
}) {
  const percent = percentOf(actual, expected);
  return (
    <StyledBar>
      <span>{label}</span>
      <StyledTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <StyledFill $percent={percent} />
      </StyledTrack>
      <span>{text}</span>
    </StyledBar>
  );
}

/** The invite: code and link beside the QR code from 768 px, under each other on a phone. */
export const StyledShare = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space['3']};
    min-width: 0;
  }

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) max-content;
  }
`;

/** A rewards screen: its parts one under the other, never wider than the screen (a tab row or a table scrolls). */
export const StyledRewardsPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['6']};
  min-width: 0;
`;
