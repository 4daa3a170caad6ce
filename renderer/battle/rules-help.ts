/**
 * What the rules reference (renderer/help) shows over the tactical table: the tactical layer's
 * rules first, and the battle's house rules in force with the ruling each one changes
 * (src/battle/state/house-rules.ts), marked where they differ from the book.
 */
import type { BattleOptions } from '../../src/battle';
import { describeHouseRules, HOUSE_RULE_FIELDS, houseRulesOf } from '../../src/battle/state/house-rules';
import { openGuide } from '../guide/guide-host';
import { currentHelpContext, openHelp, setHelpContext, type HelpContext } from '../help/help-view';
import { button } from '../ui/dom';

export function battleHelpContext(options: BattleOptions): Omit<HelpContext, 'guide'> {
  const houseRules = describeHouseRules(houseRulesOf(options)).map((r) => {
    const ruling = HOUSE_RULE_FIELDS.find((f) => f.name === r.name)?.ruling ?? '';
    return {
      id: ruling.startsWith('R-') ? ruling : 'House rule',
      name: r.label,
      value: r.value,
      ...(r.changed ? { note: 'changed from the book' } : {}),
    };
  });
  return { layer: 'ops', houseRules };
}

/** The header's "Rules" button: the reference over the table, with the screen's help context. */
export function rulesButton(): HTMLButtonElement {
  return button('Rules', () => openHelp({ ...currentHelpContext(), guide: openGuide }), { class: 'btn small', title: 'The rules reference, with this battle\'s house rules (F1)' });
}

/** F1 and the Rules button show this battle's house rules until the returned function is called. */
export function useBattleHelp(options: () => BattleOptions): () => void {
  setHelpContext(() => battleHelpContext(options()));
  return () => setHelpContext(null);
}
