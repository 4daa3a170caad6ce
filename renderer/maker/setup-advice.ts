import './maker.css';
import type { BlacksiteApi } from '../../src/contract';
import { parseUserMapName } from '../../src/contract/maps';
import { tableChecks, type TableChecks } from '../../src/maker';
import { loadBattleMap } from '../maps/battle-map';
import { button, h } from '../ui/dom';

/**
 * The battle set-up's word on one of your maps (src/maker/table-checks.ts): a map with no cell that
 * blocks anything plays as an open field, and spawn zones that see each other start the battle
 * with everyone in sight — said in one line, with "Paint walls" into the map maker. Shipped maps
 * are made for play and say nothing; a map's advice is worked out once and remembered.
 */
export interface MapAdvice {
  readonly element: HTMLElement;
  /** The map picked in the set-up changed. */
  update(battleMap: string): void;
}

/** The advice in words, or undefined when the map needs none. */
export function adviceWords(checks: TableChecks): string | undefined {
  const parts: string[] = [];
  if (checks.noBlocking) parts.push('no cell of it blocks movement or sight, so it plays as an open field');
  for (const f of checks.sight) {
    const p = f.pairs[0];
    parts.push(`the spawn zones of sides ${f.sides[0]} and ${f.sides[1]} see each other at the start${p ? ` (cell ${p.a.x}, ${p.a.y} sees cell ${p.b.x}, ${p.b.y})` : ''}`);
  }
  if (parts.length === 0) return undefined;
  const text = parts.join('; and ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function createMapAdvice(api: BlacksiteApi, paint: (battleMap: string) => void): MapAdvice {
  const element = h('div', { class: 'map-advice', role: 'status', 'aria-live': 'polite' });
  element.hidden = true;
  const known = new Map<string, string | undefined>();
  let current = '';
  const show = (name: string, words: string | undefined): void => {
    if (name !== current) return;
    element.hidden = words === undefined;
    element.replaceChildren(...(words ? [h('span', {}, `This map: ${words}`), button('Paint walls', () => paint(name), { class: 'btn small', 'aria-label': 'Paint walls on this map in the map maker' })] : []));
  };
  return {
    element,
    update(name) {
      if (name === current) return;
      current = name;
      if (!parseUserMapName(name)) {
        show(name, undefined);
        return;
      }
      if (known.has(name)) {
        show(name, known.get(name));
        return;
      }
      show(name, undefined);
      void loadBattleMap(api, name).then((loaded) => {
        const words = loaded.ok ? adviceWords(tableChecks(loaded.map)) : undefined;
        known.set(name, words);
        show(name, words);
      });
    },
  };
}
