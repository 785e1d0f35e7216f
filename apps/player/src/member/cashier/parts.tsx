import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AmountInput, FormField } from '@wl/ui';

/** A page of the cashier: its sections one under the other. */
export const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['6']};
  min-width: 0;
`;

/** A titled part of a page (h2: the member centre gives the page its h1). */
export const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  min-width: 0;
  padding: ${({ theme }) => theme.space['4']};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const StyledSubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  max-width: ${({ theme }) => theme.measure.width.wideText};
`;

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
`;

export const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.raised};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['4']};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const StyledFact = styled.div`
  display: contents;
`;

/** Label / value pairs (a description list): what a screen reader reads as "term, value". */
export function Facts({
  items,
  label,
}: {
  items: readonly { term: ReactNode; value: ReactNode; key: string }[];
  label?: string;
}) {
  return (
    <StyledFacts aria-label={label}>
      {items.map((item) => (
        <StyledFact key={item.key}>
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </StyledFact>
      ))}
    </StyledFacts>
  );
}

export type AmountFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  currencySymbol?: string;
  /** The 'all' button: fills in everything available. */
  all?: { label: string; onClick: () => void; disabled?: boolean } | undefined;
  disabled?: boolean;
  id?: string;
};

/**
 * An amount: a decimal keyboard on phones, the currency symbol before the digits, the rule (min/max, available)
 * as its hint and the problem as its error, both read with the field.
 */
export function AmountField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  currencySymbol,
  all,
  disabled,
  id,
}: AmountFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required id={id}>
      <AmountInput
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        currencySymbol={currencySymbol}
        all={all}
      />
    </FormField>
  );
}
