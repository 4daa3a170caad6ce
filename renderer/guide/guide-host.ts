/**
 * The guide's one stateful piece, installed once by main.ts: it holds the progress (guide-model.ts,
 * kept by guide-store.ts) and the scene the screens report, and after every change draws the step
 * on show over the page with guide-view.ts. The screens only report: `guideScene` (the layer's
 * board is up for a seat at its own turn, or not) and `guideDid` (what the player just did).
 * The layer is a manual popover, so it sits in the top layer above an open modal dialog (the orders
 * dialog whose odds it points at); it is never drawn while a wall between seats stands.
 */
import { render, nothing } from 'lit-html';
import { wallUp } from '../ui/wall';
import { GUIDE_STEPS, type GuideLayer } from './guide-steps';
import { guideShown, reduceGuide, resumeLabel, type GuideEvent, type GuideScene } from './guide-model';
import { placeGuide, type Rect } from './guide-place';
import { loadProgress, saveProgress, type GuideProgressAll } from './guide-store';
import { guideTemplate } from './guide-view';
import './guide.css';

let progress: GuideProgressAll = { hats: { step: 0, status: 'new', seen: [] }, ops: { step: 0, status: 'new', seen: [] } };
let scene: GuideScene = { layer: null, walled: false };
let root: HTMLElement | null = null;
/** The step last pointed at (layer:id): a new one scrolls its target into view once. */
let pointed = '';
/** A second placing is due on the next frame (a dialog the screen just opened lays out after its render). */
let framed = false;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

function send(layer: GuideLayer, e: GuideEvent): void {
  const next = reduceGuide(GUIDE_STEPS[layer], progress[layer], e);
  if (next === progress[layer]) return;
  progress = { ...progress, [layer]: next };
  const s = storage();
  if (s) saveProgress(s, progress);
  draw();
}

/** The first of the step's targets that is on the page and laid out (not in the guide itself). */
function targetOf(selectors: readonly string[]): HTMLElement | null {
  for (const sel of selectors) {
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (root?.contains(el) || el.getClientRects().length === 0) continue;
      return el;
    }
  }
  return null;
}

const rectOf = (el: Element): Rect => {
  const r = el.getBoundingClientRect();
  return { x: r.left, y: r.top, w: r.width, h: r.height };
};

function draw(): void {
  const layer = root;
  if (!layer) return;
  const shown = guideShown(progress, { ...scene, walled: scene.walled || wallUp() !== null });
  if (!shown) {
    render(nothing, layer);
    if (layer.matches(':popover-open')) layer.hidePopover();
    pointed = '';
    return;
  }
  // Above any modal dialog opened since: showing the popover again puts it on top of the top layer.
  if (layer.matches(':popover-open') && document.querySelector('dialog[open]:modal')) layer.hidePopover();
  if (!layer.matches(':popover-open')) layer.showPopover();
  const target = targetOf(shown.step.targets);
  const key = `${shown.layer}:${shown.step.id}`;
  // A new step's target, or one the layout moved out of the window (a larger UI scale), is scrolled into view.
  if (target && (key !== pointed || !inWindow(rectOf(target)))) target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  pointed = key;
  const on = { next: () => send(shown.layer, { type: 'next' }), leave: () => send(shown.layer, { type: 'leave' }) };
  // Drawn once to measure the card, then placed beside its target.
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const placeFor = (short: boolean) => {
    render(guideTemplate(shown, null, on, short), layer);
    const box = layer.querySelector('.guide-card')?.getBoundingClientRect();
    return box ? placeGuide(target ? rectOf(target) : null, { w: window.innerWidth, h: window.innerHeight }, { w: box.width, h: box.height }, { gap: (short ? 0.8 : 2.2) * rem, pad: 0.35 * rem, margin: 0.5 * rem }) : null;
  };
  // The whole card where it fits beside its target, else the short one (the explanation folded), which covers less.
  const full = placeFor(false);
  const brief = full && !full.fits ? placeFor(true) : null;
  const [place, short] = brief ? [brief, true] : [full, false];
  if (!place) return;
  render(guideTemplate(shown, place, on, short), layer);
  if (!framed) {
    framed = true;
    requestAnimationFrame(() => {
      draw();
      framed = false;
    });
  }
}

/** Whole in the window, or larger than it (the map): nothing to scroll for. */
const inWindow = (r: Rect): boolean => r.w > window.innerWidth || r.h > window.innerHeight || (r.x >= 0 && r.y >= 0 && r.x + r.w <= window.innerWidth && r.y + r.h <= window.innerHeight);

/** Once, at start-up: the layer over every screen, its keys (Esc leaves, Shift+F1 resumes) and re-placing on resize and scroll. */
export function installGuide(): void {
  if (root) return;
  const s = storage();
  if (s) progress = loadProgress(s);
  root = document.createElement('div');
  root.className = 'guide-layer';
  root.setAttribute('popover', 'manual');
  root.dataset.guideLayer = '';
  document.body.append(root);
  window.addEventListener('resize', draw);
  window.addEventListener('scroll', draw, { capture: true, passive: true });
  window.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const layer = scene.layer;
    if (event.key === 'F1' && event.shiftKey && layer) {
      event.preventDefault();
      send(layer, { type: 'resume' });
      return;
    }
    // Escape leaves the guide when nothing else on screen takes it (a dialog closes first).
    if (event.key === 'Escape' && layer && guideShown(progress, scene) && !document.querySelector('dialog[open]')) {
      event.preventDefault();
      send(layer, { type: 'leave' });
    }
  });
}

/**
 * A screen of the layer says whether a seat is at its own board with its turn (true) or not (a
 * hand-over, the computer's turn, the end, or the screen left: false). The first time a layer's
 * board is up on this machine, its guide starts.
 */
export function guideScene(layer: GuideLayer, on: boolean): void {
  if (on) {
    scene = { layer, walled: false };
    if (progress[layer].status === 'new') send(layer, { type: 'first-game' });
    else draw();
  } else if (scene.layer === layer) {
    scene = { layer: null, walled: false };
    draw();
  }
}

/** What the player did on a screen (guide-steps.ts `on`: 'hats.…' or 'ops.…'). */
export function guideDid(events: readonly string[]): void {
  for (const what of events) {
    const layer: GuideLayer | null = what.startsWith('hats.') ? 'hats' : what.startsWith('ops.') ? 'ops' : null;
    if (layer) send(layer, { type: 'did', what });
  }
}

/** The Help entry: resumes the layer's guide where it was left (a finished one starts over). */
export function openGuide(layer: GuideLayer): void {
  send(layer, { type: 'resume' });
}

/** The Help entry's words for a layer's guide now. */
export function guideLabel(layer: GuideLayer): string {
  return resumeLabel(layer, progress[layer]);
}
