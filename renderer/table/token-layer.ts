import { CanvasTextMetrics, Container, Rectangle, Sprite, TextStyle, type Renderer, type Texture } from 'pixi.js';
import { cellCentre, type GridGeometry, type Point } from './coords';
import { drawBody, drawNotch, drawTag, tagPadX, tagPadY, tagStyle } from './token-art';
import { bakeResolution, createBakeCache } from './token-bake';
import { planTags, tagWorldScale, type TagInput, type TagMetrics, type TagSlot } from './token-label';
import { bodyFrame, COUNTER_HALF, frameAnchor, isDown, lookKey, lookOf, notchFrame, TAG_OFFSET, type Frame, type TokenLook } from './token-look';
import { shownUnits, type TableView, type UnitView } from './view-model';

/**
 * Tokens diffed by unit id and updated in place (memory): three sprites each, a counter,
 * a facing notch under it and a name tag in a layer above all counters. Each distinct look is
 * baked once into a texture shared by every token showing it (token-bake.ts); a change of look
 * swaps the sprite's texture, a turn rotates the notch, a move eases the sprite. No Graphics or
 * Text lives on the map: they exist only while a look is baked.
 */
export interface TokenLayer {
  readonly container: Container;
  update(view: TableView): void;
  setZoom(zoom: number): void;
  /** Cells the player points at (pointer, keyboard cursor): a token there shows its full name. */
  setFocus(cells: readonly Point[]): void;
  /** Advances movement easing; true when a token moved this frame. */
  step(dtMs: number, motion: boolean): boolean;
  /** Unit ids drawn now, for tests and the cycle order. */
  ids(): string[];
  /** Sprites on the map and baked textures (live = in use, idle = kept for re-use). */
  stats(): { tokens: number; sprites: number; live: number; idle: number; baked: number; destroyed: number };
  destroy(): void;
}

interface Token {
  readonly root: Container;
  readonly notch: Sprite;
  readonly body: Sprite;
  readonly tag: Sprite;
  unit: UnitView;
  look: TokenLook;
  keys: { body: string | null; notch: string | null; tag: string | null };
  slot: TagSlot;
  from: Point;
  to: Point;
  t: number;
}

interface BakedArt {
  readonly texture: Texture;
  readonly anchor: { x: number; y: number };
  destroy(): void;
}

const MOVE_MS = 220;
/** Screen pixels per cell below which only the selected, acting and pointed-at tokens keep a tag. */
const MIN_TAG_CELL_PX = 20;
const TAG_GAP_PX = 3;
/** Cells a ringed (acting or selected) token's name moves out by. */
const RINGED_TAG_SHIFT = 0.1;
/** Idle baked textures kept: a selection ring coming back, a zoom step back. */
const IDLE_TEXTURES = 48;

export function createTokenLayer(grid: GridGeometry, renderer: Renderer): TokenLayer {
  const { cell } = grid;
  const container = new Container({ label: 'tokens' });
  const counters = new Container({ label: 'counters' });
  const tags = new Container({ label: 'tags' });
  container.addChild(counters, tags);
  const tokens = new Map<string, Token>();
  const cache = createBakeCache<BakedArt>(IDLE_TEXTURES);
  let zoom = 1;
  let focus: readonly Point[] = [];
  let view: TableView | null = null;
  let destroyed = false;

  const bake = (target: Container, frame: Frame, resolution: number): BakedArt => {
    // The map canvas has no multisampling: the art is drawn antialiased once, here.
    const texture = renderer.generateTexture({ target, frame: new Rectangle(frame.x, frame.y, frame.width, frame.height), resolution, antialias: true });
    // `context: true`: Pixi 8.22's Graphics.destroy keeps its own context (registered with the
    // renderer until its GC gets to it, a minute later) whenever any option is passed.
    target.destroy({ children: true, context: true });
    return { texture, anchor: frameAnchor(frame), destroy: () => texture.destroy(true) };
  };

  /** Points `sprite` at the art for `key`, baking it if nobody has yet, and gives the old art back. */
  const show = (sprite: Sprite, keys: Token['keys'], part: keyof Token['keys'], key: string | null, make: () => BakedArt): void => {
    const old = keys[part];
    if (old === key) return;
    if (key !== null) {
      const art = cache.take(key, make);
      sprite.texture = art.texture;
      sprite.anchor.set(art.anchor.x, art.anchor.y);
    }
    sprite.visible = key !== null;
    keys[part] = key;
    if (old !== null) cache.give(old);
  };

  // Counters and notches are drawn close to one texel per screen pixel at the current zoom.
  const artResolution = (): number => bakeResolution(zoom * renderer.resolution);
  // Tags keep a legible, bounded size on screen at any zoom and tile size (token-label.ts tagWorldScale).
  const tagFont = Number(tagStyle(cell).fontSize);
  const tagScale = (): number => tagWorldScale(tagFont, zoom);
  const tagResolution = (): number => bakeResolution(zoom * tagScale() * renderer.resolution);

  const paint = (token: Token): void => {
    const res = artResolution();
    const down = isDown(token.look);
    show(token.body, token.keys, 'body', `body|${lookKey(token.look)}|${res}`, () => bake(drawBody(token.look, cell, res), bodyFrame(cell), res));
    show(token.notch, token.keys, 'notch', `notch|${down}|${res}`, () => bake(drawNotch(down, cell), notchFrame(cell), res));
    token.body.alpha = down ? 0.8 : 1;
    token.notch.alpha = down ? 0.8 : 1;
  };

  const style = new TextStyle(tagStyle(cell));
  const widths = new Map<string, number>();
  const measure = (text: string): number => {
    let w = widths.get(text);
    if (w === undefined) {
      if (widths.size > 2000) widths.clear();
      w = CanvasTextMetrics.measureText(text, style).width + 2 * tagPadX(cell);
      widths.set(text, w);
    }
    return w;
  };
  const tagHeight = CanvasTextMetrics.measureText('Ag', style).height + 2 * tagPadY(cell);

  const bakeTag = (label: string, res: number): BakedArt => {
    const art = drawTag(label, cell, res);
    const b = art.getLocalBounds();
    const x = Math.floor(b.minX);
    const y = Math.floor(b.minY);
    return bake(art, { x, y, width: Math.ceil(b.maxX) - x, height: Math.ceil(b.maxY) - y }, res);
  };

  const placeTag = (token: Token): void => {
    // The acting and selection rings reach past the pips: their token's name clears them.
    const near = (TAG_OFFSET + (token.look.acting || token.look.selected ? RINGED_TAG_SHIFT : 0)) * cell;
    const y = token.slot === 'below' ? token.root.y + near : token.root.y - near - tagHeight * token.tag.scale.y;
    token.tag.position.set(token.root.x, y);
  };

  /** Decides every tag's words (token-label.ts) and bakes the ones not seen before. */
  const layoutTags = (): void => {
    if (!view) return;
    const pointed = new Set(focus.map((p) => p.y * grid.width + p.x));
    const inputs: TagInput[] = [];
    for (const [id, token] of tokens) {
      const u = token.unit;
      const full = id === view.selectedId || id === view.actingId || pointed.has(u.y * grid.width + u.x);
      inputs.push({ id, x: u.x, y: u.y, name: u.codeName, full });
    }
    const metrics: TagMetrics = {
      cellPx: zoom * cell,
      tagPx: zoom * tagScale(),
      tagHeight,
      tagOffset: TAG_OFFSET,
      counterHalf: COUNTER_HALF,
      gapPx: TAG_GAP_PX,
      maxWidth: cell * 6,
      minCellPx: MIN_TAG_CELL_PX,
    };
    const plan = planTags(inputs, metrics, measure);
    const res = tagResolution();
    const scale = tagScale();
    for (const input of inputs) {
      const token = tokens.get(input.id);
      if (!token) continue;
      const place = plan.get(input.id);
      const label = place?.text ?? null;
      show(token.tag, token.keys, 'tag', label === null ? null : `tag|${label}|${res}`, () => bakeTag(label ?? '', res));
      token.tag.scale.set(scale);
      token.slot = place?.slot ?? 'below';
      placeTag(token);
      // The acting unit's name above the selected one's, both above the rest.
      token.tag.zIndex = input.id === view.actingId ? 3 : input.id === view.selectedId ? 2 : input.full ? 1 : 0;
    }
    tags.sortChildren();
  };

  const release = (token: Token): void => {
    for (const part of ['body', 'notch', 'tag'] as const) {
      const key = token.keys[part];
      token.keys[part] = null;
      if (key !== null) cache.give(key);
    }
    token.root.destroy({ children: true });
    token.tag.destroy();
  };

  // The stage is destroyed with the app (table-map.ts): the baked textures go with it.
  container.once('destroyed', () => {
    destroyed = true;
    cache.destroy();
  });

  return {
    container,
    update(next) {
      view = next;
      const seen = new Set<string>();
      for (const u of shownUnits(next, grid.width)) {
        seen.add(u.id);
        const letter = next.sides[u.side]?.letter ?? String.fromCharCode(65 + u.side);
        const look = lookOf(u, letter, u.id === next.selectedId, u.id === next.actingId);
        const target = cellCentre(grid, u.x, u.y);
        let token = tokens.get(u.id);
        if (!token) {
          const root = new Container();
          const notch = new Sprite();
          const body = new Sprite();
          root.addChild(notch, body);
          root.position.set(target.x, target.y);
          counters.addChild(root);
          const tag = new Sprite();
          tag.visible = false;
          tags.addChild(tag);
          token = { root, notch, body, tag, unit: u, look, keys: { body: null, notch: null, tag: null }, slot: 'below', from: target, to: target, t: 1 };
          tokens.set(u.id, token);
          paint(token);
        } else if (lookKey(token.look) !== lookKey(look)) {
          token.look = look;
          paint(token);
        }
        token.unit = u;
        if (token.to.x !== target.x || token.to.y !== target.y) {
          token.from = { x: token.root.x, y: token.root.y };
          token.to = target;
          token.t = 0;
        }
        token.notch.rotation = (u.facing * Math.PI) / 180;
        // The acting and selected tokens sit on top of their neighbours.
        token.root.zIndex = look.acting ? 2 : look.selected ? 1 : 0;
      }
      for (const [id, token] of tokens) {
        if (seen.has(id)) continue;
        release(token);
        tokens.delete(id);
      }
      counters.sortChildren();
      layoutTags();
    },
    setZoom(z) {
      if (z === zoom) return;
      const res = artResolution();
      zoom = z;
      if (artResolution() !== res) for (const token of tokens.values()) paint(token);
      layoutTags();
    },
    setFocus(cells) {
      focus = cells;
      layoutTags();
    },
    step(dtMs, motion) {
      let moving = false;
      for (const token of tokens.values()) {
        if (token.t >= 1) continue;
        token.t = motion ? Math.min(1, token.t + dtMs / MOVE_MS) : 1;
        const e = 1 - (1 - token.t) ** 3;
        token.root.position.set(token.from.x + (token.to.x - token.from.x) * e, token.from.y + (token.to.y - token.from.y) * e);
        placeTag(token);
        // The frame that lands the token counts too, so it gets drawn.
        moving = true;
      }
      return moving;
    },
    ids: () => [...tokens.keys()],
    stats() {
      let sprites = 0;
      for (const t of tokens.values()) sprites += 2 + (t.tag.visible ? 1 : 0);
      return { tokens: tokens.size, sprites, ...cache.stats() };
    },
    destroy() {
      if (destroyed) return;
      for (const token of tokens.values()) release(token);
      tokens.clear();
      container.destroy({ children: true });
    },
  };
}
