// Small numeric helpers of the benchmarks: percentiles, rounding, and a plain text table.

/** The p-th percentile (nearest rank) of the values. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function round(value, digits = 1) {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** p50, p95 and max of a list of milliseconds, rounded. */
export function summarize(values) {
  return {
    samples: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    // A fold, not a spread: a fast search at 10k gives more samples than the stack holds arguments.
    max: round(values.reduce((most, value) => Math.max(most, value), Number.NEGATIVE_INFINITY)),
  };
}

/** Rows of cells as a left-aligned text table with a header rule. */
export function table(header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(String(cell).length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells) => cells.map((cell, column) => String(cell ?? '').padEnd(widths[column])).join('  ');
  return [line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function verdict(ok) {
  return ok ? 'met' : 'MISSED';
}
