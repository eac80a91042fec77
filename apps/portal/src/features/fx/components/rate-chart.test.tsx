import { ChakraProvider } from '@chakra-ui/react';
import { getSystem } from '@mizani/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartGeometry, RateChart } from './rate-chart.tsx';

const points = [
  { time: '2026-03-03T00:00:00Z', rate: '130.5' },
  { time: '2026-03-01T00:00:00Z', rate: '128.5' },
  { time: '2026-03-02T00:00:00Z', rate: '129.25' },
];

describe('chartGeometry', () => {
  it('plots the points in time order, the highest rate at the top of the plot', () => {
    const g = chartGeometry(points, 640);
    expect(g.sorted.map((p) => p.rate)).toEqual(['128.5', '129.25', '130.5']);
    const [first, middle, last] = g.coordinates;
    expect(first!.x).toBe(g.plot.left);
    expect(last!.x).toBeCloseTo(g.plot.left + g.plot.width);
    expect(middle!.x).toBeCloseTo(g.plot.left + g.plot.width / 2);
    expect(last!.y).toBeCloseTo(g.plot.top);
    expect(first!.y).toBeCloseTo(g.plot.top + g.plot.height);
    expect(g.path.startsWith('M')).toBe(true);
    expect(g.path.split('L')).toHaveLength(3);
    expect(g.xTicks).toHaveLength(5);
  });

  it('draws a single rate or a flat line in the middle of a padded range', () => {
    const g = chartGeometry([{ time: '2026-03-01T00:00:00Z', rate: '1' }], 400);
    expect(g.coordinates[0]!.x).toBeCloseTo(g.plot.left + g.plot.width / 2);
    expect(g.coordinates[0]!.y).toBeCloseTo(g.plot.top + g.plot.height / 2);
    expect(g.xTicks).toHaveLength(1);
  });
});

describe('RateChart', () => {
  it('is one labelled image with a title, axis labels and a line through every point', () => {
    const { container } = render(
      <ChakraProvider value={getSystem()}>
      <RateChart
        points={points}
        title="USD to KES, last 30 days"
        description="Line chart of the rate of USD to KES"
        xAxisLabel="Date"
        yAxisLabel="KES per 1 USD"
        formatTime={(iso) => iso.slice(5, 10)}
      />
      </ChakraProvider>,
    );
    const image = screen.getByRole('img', { name: 'Line chart of the rate of USD to KES' });
    expect(image.querySelector('title')?.textContent).toBe('USD to KES, last 30 days');
    expect(image.textContent).toContain('Date');
    expect(image.textContent).toContain('KES per 1 USD');
    expect(image.textContent).toContain('03-01');
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+ L[\d.]+,[\d.]+$/);
  });
});
