// The dashboard's charts load their library when they first render (issue 26): at first a box
// of the chart's height holds the place, then the chart takes it.
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyBarChart } from '../../src/features/home/lazy-bar-chart.tsx';
import { renderScreen } from '../utils/screen-test.tsx';

describe('LazyBarChart', () => {
  afterEach(cleanup);

  it('holds the chart’s height until the library has loaded, then shows the chart', async () => {
    const { container } = renderScreen(
      <LazyBarChart
        h={180}
        data={[{ label: '08:00', voted: 12 }]}
        dataKey="label"
        series={[{ name: 'voted', color: 'green.8' }]}
      />,
    );
    expect(container.querySelector('div[style="height: 180px;"]')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('.mantine-BarChart-root')).not.toBeNull());
  });
});
