import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export type ProfitChartPoint = { key: string; label: string; value: number; text: string };

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
 * Profit and loss per period as bars above (profit) and below (loss) a zero line, oldest on the left. A hand-made
 * SVG (under 1 KB gzip as its own chunk), loaded only by the personal profit page. Chart libraries were weighed
 * against the 40 KB gzip budget: recharts (with its d3 parts) and Chart.js are each over it by their published
 * bundle sizes, and uPlot, small enough, draws on a canvas that screen readers and jsdom tests cannot read.
 * The figure is named for screen readers; the same numbers are in the table beside it, and each bar has a title.
 */
export default function ProfitChart({
  points,
  caption,
}: {
  points: readonly ProfitChartPoint[];
  caption: string;
}) {
  const { t } = useTranslation('records');
  const ordered = [...points].reverse();
  const max = Math.max(1, ...ordered.map((p) => Math.abs(p.value)));
  const hasNegative = ordered.some((p) => p.value < 0);
  const hasPositive = ordered.some((p) => p.value > 0);
  // Zero sits in the middle when there are both profits and losses, else at the edge.
  const zero = hasNegative && hasPositive ? HEIGHT / 2 : hasNegative ? PAD : HEIGHT - PAD;
  const room = hasNegative && hasPositive ? HEIGHT / 2 - PAD : HEIGHT - 2 * PAD;
  const step = (WIDTH - 2 * PAD) / Math.max(1, ordered.length);
  const bar = Math.max(2, step * 0.7);
  return (
    <StyledFigure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('profit.chartLabel', { caption, count: ordered.length })}
      >
        {ordered.map((p, i) => {
          const h = (Math.abs(p.value) / max) * room;
          const y = p.value >= 0 ? zero - h : zero;
          return (
            <rect
              key={p.key}
              data-testid="profit-bar"
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
