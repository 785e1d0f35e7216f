import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** One line introducing a category page. */
export function CategoryBanner({ category }: { category: string }) {
  const { t } = useTranslation('games');
  return <StyledIntro>{t(`intro.${category}`)}</StyledIntro>;
}
