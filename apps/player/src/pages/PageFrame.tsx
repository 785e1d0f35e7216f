import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '@wl/app-shell';

const StyledPage = styled.section`
  display: grid;
  /* Lanes and carousels must not widen the page past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-family: ${({ theme }) => theme.font.family.heading};
`;

/** A page's landmark and heading; the area's content goes inside. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <StyledPage aria-labelledby="page-title">
      <StyledTitle id="page-title" tabIndex={-1}>
        {title}
      </StyledTitle>
      {children}
    </StyledPage>
  );
}
