// Bars for figures a table beside them already gives (hidden from screen readers): boxes sized
// by CSS, a value axis with round steps, one group per category and a legend. It draws what
// the dashboard needs (per part, per polling hour) in a few hundred bytes; the charts library
// it replaced brought 108 KB into every install's precache for the same two pictures.
import { getThemeColor, useMantineTheme } from '@mantine/core';
import classes from './bar-chart.module.css';
import { niceTicks } from './nice-ticks.ts';

export type BarSeries = {
  /** The data key of this series' values. */
  name: string;
  label: string;
  /** A theme colour: 'green.8'. */
  color: string;
};

export type BarChartProps = {
  /** Height of the whole chart in px (the plot, its labels and legend). */
  h: number;
  data: Record<string, string | number>[];
  /** The data key of each group's label. */
  dataKey: string;
  series: BarSeries[];
  withLegend?: boolean;
  /** A bar's widest in px (a chart of one or two parts would draw slabs). */
  maxBarWidth?: number;
  /** At most this many category labels; the others are skipped evenly (narrow phones). */
  maxLabels?: number;
};

const valueOf = (row: Record<string, string | number>, key: string) => Number(row[key]) || 0;

export function BarChart({
  h,
  data,
  dataKey,
  series,
  withLegend = false,
  maxBarWidth = 40,
  maxLabels = 12,
}: BarChartProps) {
  const theme = useMantineTheme();
  const ticks = niceTicks(
    Math.max(0, ...data.flatMap((row) => series.map((s) => valueOf(row, s.name)))),
  );
  const top = ticks.at(-1)!;
  const every = Math.ceil(data.length / maxLabels);
  const colors = series.map((s) => getThemeColor(s.color, theme));
  return (
    <div className={classes.chart} style={{ height: h }} data-chart="bars">
      <div className={classes.plot}>
        {ticks.map((tick) => (
          <div
            key={tick}
            className={classes.grid}
            data-tick={tick}
            style={{ bottom: `${(tick / top) * 100}%` }}
          >
            <span className={classes.tick}>{tick}</span>
          </div>
        ))}
        <div className={classes.groups}>
          {data.map((row, i) => (
            <div key={i} className={classes.group}>
              {series.map((s, j) => (
                <div
                  key={s.name}
                  className={classes.bar}
                  data-value={valueOf(row, s.name)}
                  style={{
                    height: `${(valueOf(row, s.name) / top) * 100}%`,
                    background: colors[j],
                    maxWidth: maxBarWidth,
                  }}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className={classes.labels}>
        {data.map((row, i) => (
          <span key={i} className={classes.label}>
            {i % every === 0 ? row[dataKey] : ''}
          </span>
        ))}
      </div>
      {withLegend && (
        <div className={classes.legend}>
          {series.map((s, j) => (
            <span key={s.name} data-legend={s.name}>
              <span className={classes.swatch} style={{ background: colors[j] }} />
              {s.label}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
