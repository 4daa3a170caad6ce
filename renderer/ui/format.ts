/**
 * Numbers as every panel shows them (DESIGN.md "Odds"): the core's own words, so the table's log
 * lines (made in src/battle/view) and the panels cannot drift apart.
 */
export { percent, signed } from '../../src/battle/view/roll-words';
