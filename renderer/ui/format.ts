/** Numbers as every panel shows them (DESIGN.md "Odds"). */

/** "81.5%"; never "100%" or "0%" for something that is not certain: ">99.9%", "<0.1%". */
export function percent(p: number): string {
  if (p >= 1) return '100%';
  if (p <= 0) return '0%';
  const text = (p * 100).toFixed(1);
  if (text === '100.0') return '>99.9%';
  if (text === '0.0') return '<0.1%';
  return `${text}%`;
}

/** "+2", "0", "-1". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
