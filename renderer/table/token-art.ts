import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import { isDown, R, type TokenLook } from './token-look';
import { ACCENT, sideColour, WOUND_LEVELS, type UnitStates, type WoundLevel } from './view-model';

/**
 * Token drawing (DESIGN.md "Tokens"): a round counter with the side colour ring and the side
 * letter, a facing notch, state badges, wound pips and the code name. Everything is sized from
 * the cell so the token reads the same at any map scale; legible down to 24 px across.
 */

const INK = 0xe8e6df;
const DARK = 0x0e1319;
/** The badges of a mission's defenders: vermillion alerted, amber suspicious (Okabe-Ito, with a shape each). */
const ALERT = 0xd55e00;
const WARY = 0xf2a900;
const DISC = 0x1a2029;
const GREY = 0x8a9099;
const SEVERE = 0xff7a66;
export const FONT = '"IBM Plex Sans", system-ui, sans-serif';

/**
 * Everything of a token but the facing notch and the name: shadow, disc, side ring and letter,
 * acting and selection rings, state badges or the dead cross, wound pips. Drawn once per look
 * and baked (token-layer.ts), then destroyed.
 */
export function drawBody(look: TokenLook, cell: number, resolution: number): Container {
  const r = cell * R;
  const down = isDown(look);
  const ring = down ? GREY : sideColour(look.side);
  const art = new Container();

  const body = new Container();
  const disc = new Graphics()
    .circle(cell * 0.03, cell * 0.05, r + cell * 0.03)
    .fill({ color: 0x000000, alpha: 0.45 })
    .circle(0, 0, r)
    .fill({ color: DISC })
    .circle(0, 0, r - cell * 0.055)
    .stroke({ width: cell * 0.11, color: ring })
    .circle(0, 0, r)
    .stroke({ width: cell * 0.025, color: DARK });
  const letter = new Text({
    text: look.letter,
    style: { fontFamily: FONT, fontWeight: '600', fontSize: Math.round(cell * 0.42), fill: down ? GREY : INK },
    anchor: 0.5,
    resolution,
  });
  body.addChild(disc, letter);
  // R-OPS-22: an unconscious unit lies down; the tilt is the cue besides the grey.
  if (down) body.rotation = 0.45;
  art.addChild(body);

  if (look.acting || look.selected) {
    const rings = new Graphics();
    if (look.acting) rings.circle(0, 0, r + cell * 0.1).stroke({ width: cell * 0.08, color: ACCENT });
    if (look.selected) rings.circle(0, 0, r + cell * (look.acting ? 0.2 : 0.1)).stroke({ width: cell * 0.045, color: INK });
    art.addChild(rings);
  }

  if (look.states.dead) {
    const d = r * 0.75;
    const cross = new Graphics()
      .moveTo(-d, -d)
      .lineTo(d, d)
      .moveTo(d, -d)
      .lineTo(-d, d)
      .stroke({ width: cell * 0.16, color: DARK, cap: 'round' })
      .moveTo(-d, -d)
      .lineTo(d, d)
      .moveTo(d, -d)
      .lineTo(-d, d)
      .stroke({ width: cell * 0.08, color: INK, cap: 'round' });
    art.addChild(cross);
  } else {
    art.addChild(badges(look.states, r, cell));
  }
  art.addChild(pips(look.wound, r, cell));
  return art;
}

/**
 * The facing notch, pointing north. Its sprite lies under the counter's (token-layer.ts), as it
 * lay under the rings and badges before: only the point outside the disc shows.
 */
export function drawNotch(down: boolean, cell: number): Graphics {
  const r = cell * R;
  return new Graphics()
    .poly([-cell * 0.11, -r + cell * 0.02, cell * 0.11, -r + cell * 0.02, 0, -r - cell * 0.15])
    .fill({ color: down ? GREY : INK })
    .stroke({ width: cell * 0.025, color: DARK });
}

/** The name tag's text style; its width is measured with this for the layout (token-label.ts). */
export const tagStyle = (cell: number): TextStyleOptions => ({ fontFamily: FONT, fontWeight: '600', fontSize: Math.round(cell * 0.3), fill: INK });

/** Room beside the text on each side of a tag, and above and below it. */
export const tagPadX = (cell: number): number => cell * 0.07;
export const tagPadY = (cell: number): number => cell * 0.03;

/** A name tag with its origin at its top centre, for baking. */
export function drawTag(label: string, cell: number, resolution: number): Container {
  const tag = new Container();
  const text = new Text({ text: label, style: tagStyle(cell), anchor: { x: 0.5, y: 0 }, resolution });
  const padX = tagPadX(cell);
  const padY = tagPadY(cell);
  text.y = padY;
  const bg = new Graphics()
    .roundRect(-text.width / 2 - padX, 0, text.width + padX * 2, text.height + padY * 2, cell * 0.09)
    .fill({ color: DARK, alpha: 0.78 });
  tag.addChild(bg, text);
  return tag;
}

/** One pip per wound row reached (R-OPS-22), in a row under the counter; Critical and worse in red. */
function pips(wound: WoundLevel, r: number, cell: number): Graphics {
  const g = new Graphics();
  const n = WOUND_LEVELS.indexOf(wound);
  const step = cell * 0.13;
  const pr = cell * 0.05;
  for (let i = 1; i <= n; i += 1) {
    const x = (i - (n + 1) / 2) * step;
    g.circle(x, r + cell * 0.04, pr + cell * 0.02).fill({ color: DARK });
    g.circle(x, r + cell * 0.04, pr).fill({ color: i >= 5 ? SEVERE : INK });
  }
  return g;
}

/** Small round badges: dodge top right, hold top left, grabbed right, blind left. */
function badges(states: UnitStates, r: number, cell: number): Graphics {
  const g = new Graphics();
  const b = cell * 0.15;
  const lw = cell * 0.04;
  const at = (deg: number): { x: number; y: number } => ({
    x: Math.cos((deg * Math.PI) / 180) * (r + cell * 0.02),
    y: Math.sin((deg * Math.PI) / 180) * (r + cell * 0.02),
  });
  const disc = (p: { x: number; y: number }): void => {
    g.circle(p.x, p.y, b + cell * 0.025).fill({ color: DARK }).circle(p.x, p.y, b).fill({ color: INK });
  };
  if (states.dodge) {
    const p = at(-45);
    disc(p);
    g.moveTo(p.x - b * 0.45, p.y - b * 0.6)
      .lineTo(p.x + b * 0.25, p.y - b * 0.1)
      .lineTo(p.x - b * 0.25, p.y + b * 0.1)
      .lineTo(p.x + b * 0.45, p.y + b * 0.6)
      .stroke({ width: lw, color: DARK });
  }
  if (states.holding) {
    const p = at(-135);
    disc(p);
    g.rect(p.x - b * 0.45, p.y - b * 0.5, b * 0.3, b).rect(p.x + b * 0.15, p.y - b * 0.5, b * 0.3, b).fill({ color: DARK });
  }
  if (states.grabbed) {
    const p = at(0);
    disc(p);
    g.circle(p.x - b * 0.25, p.y, b * 0.38).stroke({ width: lw, color: DARK });
    g.circle(p.x + b * 0.25, p.y, b * 0.38).stroke({ width: lw, color: DARK });
  }
  if (states.blind) {
    const p = at(180);
    disc(p);
    g.ellipse(p.x, p.y, b * 0.65, b * 0.35).stroke({ width: lw, color: DARK });
    g.moveTo(p.x - b * 0.6, p.y + b * 0.6).lineTo(p.x + b * 0.6, p.y - b * 0.6).stroke({ width: lw, color: DARK });
  }
  // R-OPS-39 (DESIGN.md "Covert missions"): a defender's state on top, "!" alerted on vermillion, "?" suspicious on amber.
  if (states.alerted || states.suspicious) {
    const p = at(-90);
    const big = b * 1.25;
    g.circle(p.x, p.y, big + cell * 0.025).fill({ color: DARK }).circle(p.x, p.y, big).fill({ color: states.alerted ? ALERT : WARY });
    if (states.alerted) {
      g.roundRect(p.x - big * 0.14, p.y - big * 0.62, big * 0.28, big * 0.78, big * 0.1).fill({ color: DARK });
      g.circle(p.x, p.y + big * 0.45, big * 0.15).fill({ color: DARK });
    } else {
      g.arc(p.x, p.y - big * 0.22, big * 0.34, Math.PI * 1.05, Math.PI * 2.35).stroke({ width: lw * 1.2, color: DARK });
      g.moveTo(p.x, p.y + big * 0.05).lineTo(p.x, p.y + big * 0.22).stroke({ width: lw * 1.2, color: DARK });
      g.circle(p.x, p.y + big * 0.48, big * 0.13).fill({ color: DARK });
    }
  }
  return g;
}
