import { objectTool, type MissionObject } from '../../src/maker';

/**
 * Mission objects drawn on the maker's screen overlay, crisp at any zoom: an alarm panel as a red
 * square with "!", a camera as a red dot with its 90-degree arc toward its facing (R-OPS-44), a trip
 * wire as a red dashed line, a terminal as a cyan monitor, a patrol route as a white dashed line
 * through its waypoints. `pts` are the cells' centres on screen, `s` a cell's size on screen.
 */
export function drawObjectGlyph(ctx: CanvasRenderingContext2D, o: MissionObject, pts: readonly { x: number; y: number }[], s: number, alpha: number): void {
  const tool = objectTool(o.kind);
  const p = pts[0];
  if (!tool || !p) return;
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = tool.colour;
  ctx.fillStyle = tool.colour;
  ctx.lineWidth = Math.max(1.5, s / 14);
  if (o.kind === 'trip-wire' || o.kind === 'patrol-route') {
    ctx.setLineDash(o.kind === 'trip-wire' ? [Math.max(2, s / 8), Math.max(2, s / 10)] : [Math.max(4, s / 4), Math.max(3, s / 6)]);
    ctx.beginPath();
    pts.forEach((q, k) => (k === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
    ctx.stroke();
    ctx.setLineDash([]);
    for (const q of pts) {
      ctx.beginPath();
      ctx.arc(q.x, q.y, Math.max(2, s / 10), 0, Math.PI * 2);
      ctx.fill();
    }
  } else if (o.kind === 'camera') {
    const a = (((o.facing ?? 0) - 90) * Math.PI) / 180;
    ctx.globalAlpha = alpha * 0.35;
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.arc(p.x, p.y, s * 1.6, a - Math.PI / 4, a + Math.PI / 4);
    ctx.closePath();
    ctx.fill();
    ctx.globalAlpha = alpha;
    ctx.beginPath();
    ctx.arc(p.x, p.y, Math.max(3, s * 0.22), 0, Math.PI * 2);
    ctx.fill();
  } else if (o.kind === 'alarm-panel') {
    const h = Math.max(6, s * 0.5);
    ctx.fillRect(p.x - h / 2, p.y - h / 2, h, h);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(p.x - h / 12, p.y - h / 3, h / 6, h / 3);
    ctx.fillRect(p.x - h / 12, p.y + h / 8, h / 6, h / 6);
  } else {
    const w = Math.max(7, s * 0.56);
    ctx.strokeRect(p.x - w / 2, p.y - w / 2.6, w, w / 1.6);
    ctx.fillRect(p.x - w / 8, p.y + w / 4, w / 4, w / 6);
  }
  ctx.restore();
}
