import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export type TeamChartPoint = { key: string; label: string; value: number; text: string };

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 8;

const StyledFigure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    max-height: 16rem;
  }
  .bar-positive {
    fill: ${({ theme }) => theme.color.fg.success};
  }
  .bar-negative {
    fill: ${({ theme }) => theme.color.fg.danger};
  }
  .axis {
    stroke: ${({ theme }) => theme.color.border.default};
  }
  figcaption {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * One team figure per day as bars above (positive) and below (negative) a zero line, oldest on the left. A hand-made
 * SVG in its own chunk (about 1 KB gzip), fetched by the team overview page only when it first draws: the same choice
 * as the player's profit chart (Chart.js and recharts are each over the 40 KB chunk budget; uPlot is small but draws
 * on a canvas that screen readers and jsdom tests cannot read). The figure is named for screen readers, each bar has
 * a title, and the same numbers are in the daily table.
 */
export default function TeamChart({
  points,
  metric,
  caption,
}: {
  points: readonly TeamChartPoint[];
  metric: string;
  caption: string;
}) {
  const { t } = useTranslation('agent');
  const max = Math.max(1, ...points.map((p) => Math.abs(p.value)));
  const hasNegative = points.some((p) => p.value < 0);
  const hasPositive = points.some((p) => p.value > 0);
  // Zero sits in the middle when there are values on both sides, else at the edge.
  const zero = hasNegative && hasPositive ? HEIGHT / 2 : hasNegative ? PAD : HEIGHT - PAD;
  const room = hasNegative && hasPositive ? HEIGHT / 2 - PAD : HEIGHT - 2 * PAD;
  const step = (WIDTH - 2 * PAD) / Math.max(1, points.length);
  const bar = Math.max(2, step * 0.7);
  return (
    <StyledFigure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('overview.chartLabel', { metric, count: points.length })}
      >
        {points.map((p, i) => {
          const h = (Math.abs(p.value) / max) * room;
          const y = p.value >= 0 ? zero - h : zero;
          return (
            <rect
              key={p.key}
              data-testid="team-bar"
              className={p.value >= 0 ? 'bar-positive' : 'bar-negative'}
              x={PAD + i * step + (step - bar) / 2}
              y={y}
              width={bar}
              height={Math.max(h, 1)}
            >
              <title>{`${p.label}: ${p.text}`}</title>
            </rect>
          );
        })}
        <line className="axis" x1={PAD} x2={WIDTH - PAD} y1={zero} y2={zero} />
      </svg>
      <figcaption>{caption}</figcaption>
    </StyledFigure>
  );
}
