import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameCategory } from '@wl/domain';
import type { KeyOf } from '@wl/i18n';

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** A game category with an intro line (`games:intro.<category>`): the categories that have a page of their own. */
export type IntroCategory = Extract<
  GameCategory,
  KeyOf<'games'> extends infer Key ? (Key extends `intro.${infer Category}` ? Category : never) : never
>;

/** One line introducing a category page. */
export function CategoryBanner({ category }: { category: IntroCategory }) {
  const { t } = useTranslation('games');
  return <StyledIntro>{t(`intro.${category}`)}</StyledIntro>;
}
