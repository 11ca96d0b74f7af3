// The charts library (recharts under @mantine/charts, about 100 KB Brotli) in a chunk of its
// own: loaded by lazy-bar-chart.tsx once a chart is on screen, never with the dashboard.
import '@mantine/charts/styles.css';

export { BarChart } from '@mantine/charts';
