import { Box } from '@chakra-ui/react';
import { formatAmount } from '@mizani/sdk/format';
import { useEffect, useId, useRef, useState } from 'react';

export interface RatePoint {
  /** ISO 8601 instant the rate was set. */
  time: string;
  /** Decimal string: units of the quote currency per unit of the base. */
  rate: string;
}

interface RateChartProps {
  /** Any order: the chart sorts by time. */
  points: readonly RatePoint[];
  title: string;
  /** What a screen reader hears instead of the picture: the pair, the period and the range. */
  description: string;
  xAxisLabel: string;
  yAxisLabel: string;
  /** Dates on the time axis, in the user's language and zone. */
  formatTime: (iso: string) => string;
}

const HEIGHT = 260;
const MARGIN = { top: 36, right: 16, bottom: 52, left: 86 };
const Y_TICKS = 4;
/** Fewer dates on a narrow screen, so that they never overlap. */
const xTickCount = (width: number) => (width < 420 ? 1 : width < 640 ? 2 : 4);

/** The plotting geometry: pure, so it is tested without a browser. */
export function chartGeometry(points: readonly RatePoint[], width: number, height = HEIGHT) {
  const sorted = [...points].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  // Drawing only: the values shown as text come from the strings themselves.
  const values = sorted.map((p) => Number(p.rate));
  const times = sorted.map((p) => Date.parse(p.time));
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (!(high > low)) {
    const pad = Math.abs(low) * 0.01 || 1;
    low -= pad;
    high += pad;
  }
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? 0;
  const span = last > first ? last - first : 1;
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const x = (time: number) => MARGIN.left + (last > first ? ((time - first) / span) * plotWidth : plotWidth / 2);
  const y = (value: number) => MARGIN.top + (1 - (value - low) / (high - low)) * plotHeight;
  const coordinates = sorted.map((_, i) => ({ x: x(times[i]!), y: y(values[i]!) }));
  const path = coordinates.map((c, i) => `${i === 0 ? 'M' : 'L'}${c.x.toFixed(1)},${c.y.toFixed(1)}`).join(' ');
  const yTicks = Array.from({ length: Y_TICKS + 1 }, (_, i) => {
    const value = low + ((high - low) * i) / Y_TICKS;
    return { value, y: y(value) };
  });
  const xTicks =
    sorted.length === 0
      ? []
      : Array.from({ length: last > first ? xTickCount(width) + 1 : 1 }, (_, i) => {
          const time = last > first ? first + (span * i) / xTickCount(width) : first;
          return { time: new Date(time).toISOString(), x: x(time) };
        });
  return { sorted, coordinates, path, yTicks, xTicks, plot: { left: MARGIN.left, top: MARGIN.top, width: plotWidth, height: plotHeight } };
}

/** The container's width, so labels keep their size on a phone instead of shrinking with a scaled picture. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A line chart of a pair's rate over time, drawn as SVG: a title, both axes with their labels and
 * ticks, and the line with a dot on each point. It is one image to assistive technology, labelled
 * with `description`, since a table of the same points is no easier to hear.
 */
export function RateChart({ points, title, description, xAxisLabel, yAxisLabel, formatTime }: RateChartProps) {
  const { ref, width } = useWidth(640);
  const titleId = useId();
  const descId = useId();
  const geometry = chartGeometry(points, width);
  const { plot } = geometry;
  const tickText = (value: number) => formatAmount(Number(value.toPrecision(8)));
  return (
    <Box ref={ref} width="100%" overflow="hidden" data-testid="rate-chart">
      <svg role="img" aria-label={description} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <text x={width / 2} y={18} textAnchor="middle" fill="currentColor" style={{ fontSize: 14, fontWeight: 600 }}>
          {title}
        </text>
        <g stroke="#d4d4d8" strokeWidth="1">
          {geometry.yTicks.map((tick) => (
            <line key={`grid-${tick.y}`} x1={plot.left} x2={plot.left + plot.width} y1={tick.y} y2={tick.y} />
          ))}
        </g>
        <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.top + plot.height} stroke="#52525b" />
        <line x1={plot.left} x2={plot.left + plot.width} y1={plot.top + plot.height} y2={plot.top + plot.height} stroke="#52525b" />
        <g fill="#3f3f46" style={{ fontSize: 11 }}>
          {geometry.yTicks.map((tick) => (
            <text key={`y-${tick.y}`} x={plot.left - 6} y={tick.y + 4} textAnchor="end">
              {tickText(tick.value)}
            </text>
          ))}
          {geometry.xTicks.map((tick, i) => (
            <text
              key={`x-${tick.time}`}
              x={tick.x}
              y={plot.top + plot.height + 16}
              textAnchor={geometry.xTicks.length === 1 ? 'middle' : i === 0 ? 'start' : i === geometry.xTicks.length - 1 ? 'end' : 'middle'}
            >
              {formatTime(tick.time)}
            </text>
          ))}
        </g>
        <text x={plot.left + plot.width / 2} y={HEIGHT - 8} textAnchor="middle" fill="#3f3f46" style={{ fontSize: 12 }}>
          {xAxisLabel}
        </text>
        <text transform={`translate(12 ${plot.top + plot.height / 2}) rotate(-90)`} textAnchor="middle" fill="#3f3f46" style={{ fontSize: 12 }}>
          {yAxisLabel}
        </text>
        {geometry.coordinates.length > 1 ? <path d={geometry.path} fill="none" stroke="#2f8f7c" strokeWidth="2" data-testid="rate-line" /> : null}
        <g fill="#2f8f7c" data-testid="rate-points">
          {geometry.coordinates.map((c, i) => (
            <circle key={geometry.sorted[i]!.time + String(i)} cx={c.x} cy={c.y} r={geometry.coordinates.length > 60 ? 1.5 : 2.5} />
          ))}
        </g>
      </svg>
    </Box>
  );
}
