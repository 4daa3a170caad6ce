import { Container, Graphics, Text } from 'pixi.js';
import { ACCENT, sideColour, WOUND_LEVELS, type UnitStates, type UnitView, type WoundLevel } from './view-model';

/**
 * Token drawing (DESIGN.md "Tokens"): a round counter with the side colour ring and the side
 * letter, a facing notch, state badges, wound pips and the code name. Everything is sized from
 * the cell so the token reads the same at any map scale; legible down to 24 px across.
 */

const INK = 0xe8e6df;
const DARK = 0x0e1319;
const DISC = 0x1a2029;
const GREY = 0x8a9099;
const SEVERE = 0xff7a66;
export const FONT = '"IBM Plex Sans", system-ui, sans-serif';

export interface TokenLook {
  readonly letter: string;
  readonly codeName: string;
  readonly side: number;
  readonly wound: WoundLevel;
  readonly states: UnitStates;
  readonly selected: boolean;
  readonly acting: boolean;
}

export const lookOf = (u: UnitView, letter: string, selected: boolean, acting: boolean): TokenLook => ({
  letter,
  codeName: u.codeName,
  side: u.side,
  wound: u.wound,
  states: u.states,
  selected,
  acting,
});

export const sameLook = (a: TokenLook, b: TokenLook): boolean =>
  a.letter === b.letter &&
  a.codeName === b.codeName &&
  a.side === b.side &&
  a.wound === b.wound &&
  a.selected === b.selected &&
  a.acting === b.acting &&
  (Object.keys(a.states) as Array<keyof UnitStates>).every((k) => a.states[k] === b.states[k]);

export interface TokenParts {
  readonly root: Container;
  /**
   * Everything but the name tag, cached as one antialiased texture (the map canvas has no
   * multisampling); call `art.updateCacheTexture()` after turning the notch.
   */
  readonly art: Container;
  /** Rotated to the unit's facing. */
  readonly notch: Graphics;
  /** The code name, kept at a readable screen size by the token layer. */
  readonly tag: Container;
}

export function buildToken(look: TokenLook, cell: number): TokenParts {
  const r = cell * 0.4;
  const down = look.states.out || look.states.dead;
  const ring = down ? GREY : sideColour(look.side);
  const root = new Container();
  const art = new Container();
  root.addChild(art);

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
    resolution: 3,
  });
  body.addChild(disc, letter);
  // R-OPS-22: an unconscious unit lies down; the tilt is the cue besides the grey.
  if (down) body.rotation = 0.45;
  art.addChild(body);

  const notch = new Graphics()
    .poly([-cell * 0.11, -r + cell * 0.02, cell * 0.11, -r + cell * 0.02, 0, -r - cell * 0.15])
    .fill({ color: down ? GREY : INK })
    .stroke({ width: cell * 0.025, color: DARK });
  art.addChild(notch);

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
  if (down) art.alpha = 0.8;
  art.cacheAsTexture({ antialias: true, resolution: 3 });

  const tag = nameTag(look.codeName, cell);
  tag.position.set(0, r + cell * 0.2);
  root.addChild(tag);
  return { root, art, notch, tag };
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
  return g;
}

function nameTag(name: string, cell: number): Container {
  const tag = new Container();
  const text = new Text({
    text: name,
    style: { fontFamily: FONT, fontWeight: '600', fontSize: Math.round(cell * 0.3), fill: INK },
    anchor: { x: 0.5, y: 0 },
    resolution: 3,
  });
  const pad = cell * 0.06;
  const bg = new Graphics()
    .roundRect(-text.width / 2 - pad * 1.5, -pad * 0.5, text.width + pad * 3, text.height + pad, pad * 1.5)
    .fill({ color: DARK, alpha: 0.78 });
  tag.addChild(bg, text);
  return tag;
}
