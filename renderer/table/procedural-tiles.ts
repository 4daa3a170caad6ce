import { PROCEDURAL_TILE_COUNT, TILE } from './demo-map';

/**
 * The procedural tileset atlas, drawn with the canvas 2D API: muted ground so tokens stand out,
 * structures lighter and heavier the more they stop (DESIGN.md). Used by generated maps and as the
 * stand-in art for cells whose tileset image cannot be found.
 */
export function drawProceduralAtlas(tile: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = tile * PROCEDURAL_TILE_COUNT;
  canvas.height = tile;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas context for the procedural tiles.');
  const s = tile / 32;
  const at = (id: number, draw: () => void): void => {
    ctx.save();
    ctx.translate(id * tile, 0);
    ctx.scale(s, s);
    draw();
    ctx.restore();
  };
  const rect = (x: number, y: number, w: number, h: number, fill: string): void => {
    ctx.fillStyle = fill;
    ctx.fillRect(x, y, w, h);
  };
  const specks = (base: string, speck: string, n: number, seed: number): void => {
    rect(0, 0, 32, 32, base);
    let v = seed;
    for (let i = 0; i < n; i += 1) {
      // A fixed little LCG: the same specks every time, no Math.random in the art.
      v = (v * 1103515245 + 12345) & 0x7fffffff;
      rect(v % 32, (v >> 8) % 32, 1 + ((v >> 16) % 2), 1, speck);
    }
  };
  const concrete = (): void => specks('#252b32', '#2f363e', 26, 7);
  const grass = (): void => {
    specks('#1e2922', '#27362b', 30, 11);
  };

  at(TILE.concrete, concrete);
  at(TILE.floor, () => {
    rect(0, 0, 32, 32, '#2e343c');
    rect(0, 0, 32, 1, '#262b31');
    rect(0, 0, 1, 32, '#262b31');
    rect(16, 0, 1, 32, '#2a3037');
    rect(0, 16, 32, 1, '#2a3037');
  });
  at(TILE.grass, grass);
  at(TILE.asphalt, () => specks('#1b1f24', '#23282e', 18, 3));
  at(TILE.lowWall, () => {
    concrete();
    rect(1, 9, 30, 14, '#1a1e22');
    rect(1, 8, 30, 13, '#767b74');
    rect(1, 8, 30, 3, '#8f948c');
    for (let x = 6; x < 32; x += 8) rect(x, 11, 1, 10, '#5d625b');
  });
  at(TILE.crate, () => {
    concrete();
    rect(4, 5, 25, 25, '#15191d');
    rect(3, 3, 25, 25, '#7a5a36');
    ctx.strokeStyle = '#4d3820';
    ctx.lineWidth = 2;
    ctx.strokeRect(4, 4, 23, 23);
    ctx.beginPath();
    ctx.moveTo(5, 5);
    ctx.lineTo(26, 26);
    ctx.moveTo(26, 5);
    ctx.lineTo(5, 26);
    ctx.stroke();
  });
  at(TILE.wall, () => {
    rect(0, 0, 32, 32, '#59616b');
    rect(0, 0, 32, 4, '#6f7882');
    for (let y = 8; y < 32; y += 8) rect(0, y, 32, 1, '#4c535c');
  });
  at(TILE.window, () => {
    rect(0, 0, 32, 32, '#59616b');
    rect(0, 11, 32, 10, '#3f7aa3');
    rect(0, 12, 32, 2, '#7fb2d6');
  });
  at(TILE.water, () => {
    rect(0, 0, 32, 32, '#14303f');
    ctx.strokeStyle = '#21506a';
    ctx.lineWidth = 1.5;
    for (const y of [9, 21]) {
      ctx.beginPath();
      ctx.moveTo(3, y);
      ctx.quadraticCurveTo(9, y - 4, 15, y);
      ctx.quadraticCurveTo(21, y + 4, 29, y);
      ctx.stroke();
    }
  });
  at(TILE.bush, () => {
    grass();
    const blob = (x: number, y: number, r: number, c: string): void => {
      ctx.fillStyle = c;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    };
    blob(12, 14, 9, '#2d5534');
    blob(21, 18, 8, '#356640');
    blob(14, 21, 7, '#3c7447');
  });
  at(TILE.pillar, () => {
    concrete();
    ctx.fillStyle = '#15191d';
    ctx.beginPath();
    ctx.arc(17.5, 17.5, 11, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#7d848d';
    ctx.beginPath();
    ctx.arc(16, 16, 11, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#939aa3';
    ctx.beginPath();
    ctx.arc(14, 14, 5, 0, Math.PI * 2);
    ctx.fill();
  });
  at(TILE.door, () => {
    rect(0, 0, 32, 32, '#2e343c');
    rect(0, 0, 32, 4, '#6a4e30');
    rect(0, 28, 32, 4, '#6a4e30');
  });
  return canvas;
}
