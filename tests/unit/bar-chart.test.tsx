// The dashboard's bars: each as tall as its value on the value axis, a colour per series, a
// legend, and labels thinned on a long axis so a phone's narrow columns stay readable.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from '../../src/components/bar-chart/bar-chart.tsx';
import { renderScreen } from '../utils/screen-test.tsx';

afterEach(cleanup);

const bars = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-value]')].map((bar) => ({
    value: bar.dataset.value,
    height: bar.style.height,
    color: bar.style.background,
  }));

describe('BarChart', () => {
  it('draws each value as a share of the top tick, in its series colour, with a legend', () => {
    const { container } = renderScreen(
      <BarChart
        h={220}
        data={[
          { label: '1', voters: 1200, voted: 300 },
          { label: '2', voters: 600, voted: 0 },
        ]}
        dataKey="label"
        withLegend
        series={[
          { name: 'voters', label: 'Voters', color: 'gray.5' },
          { name: 'voted', label: 'Voted', color: 'green.8' },
        ]}
      />,
    );
    // Ticks 0, 500, 1000, 1500: the top is 1500.
    expect(bars(container)).toEqual([
      { value: '1200', height: '80%', color: 'var(--mantine-color-gray-5)' },
      { value: '300', height: '20%', color: 'var(--mantine-color-green-8)' },
      { value: '600', height: '40%', color: 'var(--mantine-color-gray-5)' },
      { value: '0', height: '0%', color: 'var(--mantine-color-green-8)' },
    ]);
    // The value axis: round steps, each grid line at its share of the top, labelled.
    const ticks = [...container.querySelectorAll<HTMLElement>('[data-tick]')].map((line) => ({
      text: line.textContent,
      bottom: line.style.bottom,
    }));
    expect(ticks.map((t) => t.text)).toEqual(['0', '500', '1000', '1500']);
    expect([ticks[0]!.bottom, ticks[3]!.bottom]).toEqual(['0%', '100%']);
    // The legend names each series beside a swatch of its bars' colour.
    const legend = [...container.querySelectorAll<HTMLElement>('[data-legend]')].map((entry) => ({
      text: entry.textContent,
      swatch: (entry.firstElementChild as HTMLElement).style.background,
    }));
    expect(legend).toEqual([
      { text: 'Voters', swatch: 'var(--mantine-color-gray-5)' },
      { text: 'Voted', swatch: 'var(--mantine-color-green-8)' },
    ]);
    expect(container.querySelector<HTMLElement>('[data-chart="bars"]')!.style.height).toBe('220px');
  });

  it('labels every fifth of 60 parts when at most 12 labels fit, and has no legend unasked', () => {
    const data = Array.from({ length: 60 }, (_, i) => ({ label: String(i + 1), voted: i }));
    const { container, queryByText } = renderScreen(
      <BarChart
        h={180}
        maxBarWidth={56}
        data={data}
        dataKey="label"
        series={[{ name: 'voted', label: 'Voted', color: 'green.8' }]}
      />,
    );
    const shown = [...container.querySelectorAll('span')]
      .map((s) => s.textContent)
      .filter((text) => text && Number(text) > 0 && data.some((d) => d.label === text));
    expect(shown).toEqual(expect.arrayContaining(['1', '6', '56']));
    expect(shown).not.toContain('2');
    expect(queryByText('Voted')).toBeNull();
    expect(bars(container)[59]!.height).toBe(`${(59 / 60) * 100}%`);
  });
});
