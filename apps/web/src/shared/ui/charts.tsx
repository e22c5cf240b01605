/** Two tiny SVG charts for the statistics screen (no chart library needed). */
export interface Bar {
  label: string;
  value: number;
  color: string;
}

export function BarChart({
  bars,
  title,
  width = 420,
  rowHeight = 26,
  format = String,
}: {
  bars: Bar[];
  title: string;
  width?: number;
  rowHeight?: number;
  /** How a value is written beside its bar (money, quantities); plain by default. */
  format?: (value: number) => string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const labelWidth = 120;
  const height = bars.length * rowHeight;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width }} role="img" className="tasks-bar-chart">
      <title>{title}</title>
      {bars.map((b, i) => {
        const w = ((width - labelWidth - 40) * b.value) / max;
        const y = i * rowHeight;
        return (
          <g key={b.label}>
            <text x={0} y={y + rowHeight / 2 + 4} fontSize={12}>
              {b.label}
            </text>
            <rect x={labelWidth} y={y + 4} width={Math.max(w, 1)} height={rowHeight - 8} fill={b.color} rx={3} />
            <text x={labelWidth + w + 6} y={y + rowHeight / 2 + 4} fontSize={12}>
              {format(b.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export interface Series {
  name: string;
  color: string;
  values: number[];
}

export function LineChart({
  labels,
  series,
  title,
  width = 640,
  height = 220,
  format = String,
}: {
  labels: string[];
  series: Series[];
  title: string;
  width?: number;
  height?: number;
  /** How the scale's maximum is written; plain by default. */
  format?: (value: number) => string;
}) {
  const pad = 28;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const x = (i: number) => pad + (labels.length <= 1 ? 0 : ((width - 2 * pad) * i) / (labels.length - 1));
  const y = (v: number) => height - pad - ((height - 2 * pad) * v) / max;
  const step = Math.max(1, Math.ceil(labels.length / 8));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width }} role="img" className="tasks-line-chart">
      <title>{title}</title>
      <line x1={pad} y1={height - pad} x2={width - pad} y2={height - pad} stroke="#d9d9d9" />
      <line x1={pad} y1={pad} x2={pad} y2={height - pad} stroke="#d9d9d9" />
      <text x={4} y={pad} fontSize={10}>
        {format(max)}
      </text>
      {labels.map((l, i) =>
        i % step === 0 ? (
          <text key={l} x={x(i)} y={height - 8} fontSize={10} textAnchor="middle">
            {l}
          </text>
        ) : null,
      )}
      {series.map((s) => (
        <polyline key={s.name} fill="none" stroke={s.color} strokeWidth={2} points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
      ))}
      {series.map((s, i) => (
        <g key={`legend-${s.name}`}>
          <rect x={width - pad - 110} y={6 + i * 14} width={10} height={10} fill={s.color} />
          <text x={width - pad - 96} y={15 + i * 14} fontSize={11}>
            {s.name}
          </text>
        </g>
      ))}
    </svg>
  );
}
