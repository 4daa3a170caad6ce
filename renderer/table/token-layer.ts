import { Container, type Renderer } from 'pixi.js';
import { cellCentre, type GridGeometry, type Point } from './coords';
import { buildToken, lookOf, sameLook, type TokenLook, type TokenParts } from './token-art';
import { shownUnits, type TableView } from './view-model';

/**
 * Tokens diffed by unit id: a token is redrawn only when its look changes, moved when its cell
 * changes (eased unless motion is reduced), and removed when its unit leaves the view, which
 * includes an enemy stepping out of the viewer's sight.
 */
export interface TokenLayer {
  readonly container: Container;
  update(view: TableView): void;
  setZoom(zoom: number): void;
  /** Advances movement easing; true when a token moved this frame. */
  step(dtMs: number, motion: boolean): boolean;
  /** Unit ids drawn now, for tests and the cycle order. */
  ids(): string[];
  destroy(): void;
}

interface Token {
  parts: TokenParts;
  look: TokenLook;
  facing: number;
  from: Point;
  to: Point;
  t: number;
}

const MOVE_MS = 220;

export function createTokenLayer(grid: GridGeometry, _renderer: Renderer): TokenLayer {
  const container = new Container({ label: 'tokens' });
  const tokens = new Map<string, Token>();
  let zoom = 1;

  const scaleTag = (parts: TokenParts): void => {
    parts.tag.visible = zoom * grid.cell >= 20;
    const s = zoom < 1 ? 1 / zoom : 1;
    parts.tag.scale.set(s);
  };

  return {
    container,
    update(view) {
      const units = shownUnits(view, grid.width);
      const seen = new Set<string>();
      for (const u of units) {
        seen.add(u.id);
        const letter = view.sides[u.side]?.letter ?? String.fromCharCode(65 + u.side);
        const look = lookOf(u, letter, u.id === view.selectedId, u.id === view.actingId);
        const target = cellCentre(grid, u.x, u.y);
        let token = tokens.get(u.id);
        if (!token) {
          const parts = buildToken(look, grid.cell);
          parts.root.position.set(target.x, target.y);
          container.addChild(parts.root);
          token = { parts, look, facing: Number.NaN, from: target, to: target, t: 1 };
          tokens.set(u.id, token);
          scaleTag(parts);
        } else if (!sameLook(token.look, look)) {
          const parts = buildToken(look, grid.cell);
          parts.root.position.copyFrom(token.parts.root.position);
          container.addChildAt(parts.root, container.getChildIndex(token.parts.root));
          token.parts.root.destroy({ children: true });
          token.parts = parts;
          token.look = look;
          token.facing = Number.NaN;
          scaleTag(parts);
        }
        if (token.to.x !== target.x || token.to.y !== target.y) {
          token.from = { x: token.parts.root.x, y: token.parts.root.y };
          token.to = target;
          token.t = 0;
        }
        if (token.facing !== u.facing) {
          token.facing = u.facing;
          token.parts.notch.rotation = (u.facing * Math.PI) / 180;
          token.parts.art.updateCacheTexture();
        }
        // The acting and selected tokens sit on top of their neighbours.
        token.parts.root.zIndex = look.acting ? 2 : look.selected ? 1 : 0;
      }
      for (const [id, token] of tokens) {
        if (seen.has(id)) continue;
        token.parts.root.destroy({ children: true });
        tokens.delete(id);
      }
      container.sortChildren();
    },
    setZoom(z) {
      zoom = z;
      for (const token of tokens.values()) scaleTag(token.parts);
    },
    step(dtMs, motion) {
      let moving = false;
      for (const token of tokens.values()) {
        if (token.t >= 1) continue;
        token.t = motion ? Math.min(1, token.t + dtMs / MOVE_MS) : 1;
        const e = 1 - (1 - token.t) ** 3;
        token.parts.root.position.set(token.from.x + (token.to.x - token.from.x) * e, token.from.y + (token.to.y - token.from.y) * e);
        // The frame that lands the token counts too, so it gets drawn.
        moving = true;
      }
      return moving;
    },
    ids: () => [...tokens.keys()],
    destroy() {
      container.destroy({ children: true });
    },
  };
}
