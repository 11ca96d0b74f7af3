// A bar chart that loads its library when it first renders (issue 26: each screen pays only for
// what it uses). The dashboard's greeting, tiles and tables show at once; the bars follow in a
// box of the chart's own height, so nothing below moves when they arrive.
import { Suspense, lazy } from 'react';
import type { BarChartProps } from '@mantine/charts';

const BarChart = lazy(async () => ({ default: (await import('./bar-chart.tsx')).BarChart }));

export function LazyBarChart(props: BarChartProps & { h: number }) {
  return (
    <Suspense fallback={<div style={{ height: props.h }} />}>
      <BarChart {...props} />
    </Suspense>
  );
}
