// The pad's hot path (issue 44): a key's tap writes the digits, the voter they find and the Mark
// button straight into the box above the keys and the slot below them, in the tap's own event,
// without a React render. The rules stay in pad-entry.ts (what a key makes of the digits) and
// serial-pad-data.ts (what the digits find); the words come from pad-words.ts. React draws the
// pad's frame once (pad-body.tsx) and leaves these nodes' children to this view: a React render
// and commit per digit was most of the gap between the pad and a bare button on a slow phone.
import type { VoterRecord } from '../../db/types.ts';
import { typingGate } from '../../sync/typing-gate.ts';
import type { PadEntry, PadKey } from './pad-entry.ts';
import { EMPTY_ENTRY, SETTLE_MS, canGrow, entryDone, padKeyOf, pressKey } from './pad-entry.ts';
import type { VotedMark } from './poll-day-data.ts';
import type { PadLookup, PartRoll } from './serial-pad-data.ts';
import { isRepeat, lookUpSerial } from './serial-pad-data.ts';

/** One line of the box: its text and its class (serial-pad.module.css). */
export type PadLine = { text: string; className: string };

/** The words of the pad in the reader's language (pad-words.ts). */
export type PadWords = {
  /** The box's two lines for what the digits found in the part (the second may be empty). */
  lines(found: PadLookup, roll: PartRoll): readonly [PadLine, PadLine];
  /** Mark's accessible name for a voter. */
  markLabel(voter: VoterRecord): string;
  /** Mark's visible words. */
  markShort: string;
};

/** The nodes the view writes into; React renders them empty and never renders their children. */
export type PadNodes = {
  digits: HTMLElement;
  result: HTMLElement;
  keys: HTMLElement;
  slot: HTMLElement;
};

/** The classes the view sets (serial-pad.module.css). */
export type PadClasses = { digits: string; digitsDone: string; markButton: string };

export type PadState = {
  roll: PartRoll;
  /** The voters who have voted (latest mark), each with that mark. */
  marks: ReadonlyMap<string, VotedMark>;
  words: PadWords;
};

const SVG = 'http://www.w3.org/2000/svg';

/** Tabler's check icon, as the app's other buttons draw it (aria-hidden: Mark's label says it). */
function checkIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [k, v] of Object.entries({
    width: '20',
    height: '20',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
  }))
    svg.setAttribute(k, v);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M5 12l5 5l10 -10');
  svg.append(path);
  return svg;
}

/** Set a text or a class only when it changes: an unchanged node costs the frame nothing. */
function setText(node: Node, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}
function setClass(el: Element, className: string): void {
  if (el.className !== className) el.className = className;
}

export class PadView {
  private entry: PadEntry = EMPTY_ENTRY;
  private found: PadLookup = { kind: 'empty' };
  private settle: ReturnType<typeof setTimeout> | undefined;
  /** What the box's lines say now. */
  private drawn: { found: PadLookup; words: PadWords; roll: PartRoll } | undefined;
  private readonly lines: [HTMLDivElement, HTMLDivElement];
  private readonly mark: HTMLButtonElement;
  private readonly markText: Text;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly nodes: PadNodes,
    private readonly classes: PadClasses,
    private state: PadState,
    /** A tap on Mark (or Enter) for the voter found: the pad is already cleared. */
    private readonly onMark: (voter: VoterRecord, serial: number) => void,
  ) {
    this.lines = [document.createElement('div'), document.createElement('div')];
    nodes.result.replaceChildren(...this.lines);
    this.mark = document.createElement('button');
    this.mark.type = 'button';
    this.mark.className = classes.markButton;
    this.markText = document.createTextNode('');
    this.mark.append(checkIcon(), this.markText);
    this.listen(this.mark, 'click', () => this.markFound());
    this.listen(nodes.keys, 'click', (e) => {
      const key = (e.target as Element).closest<HTMLElement>('[data-key]')?.dataset.key;
      const padKey = key ? padKeyOf(key) : null;
      if (padKey) this.press(padKey);
    });
    // A keyboard works too (a desktop, a phone with a keypad): digits, Backspace, Escape, Enter.
    this.listen(document, 'keydown', (e) => {
      const { key, target } = e as KeyboardEvent;
      if ((target as HTMLElement | null)?.closest?.('input, textarea, select, [role="combobox"]'))
        return;
      if (key === 'Enter' && this.found.kind === 'found') {
        e.preventDefault();
        this.markFound();
        return;
      }
      const padKey = padKeyOf(key);
      if (padKey) this.press(padKey);
    });
    this.show();
  }

  private listen(target: EventTarget, type: string, fn: (e: Event) => void): void {
    target.addEventListener(type, fn);
    this.cleanups.push(() => target.removeEventListener(type, fn));
  }

  /** New voters, marks or words: what the digits show is looked up and written again. */
  update(state: PadState): void {
    if (
      state.roll === this.state.roll &&
      state.marks === this.state.marks &&
      state.words === this.state.words
    )
      return;
    this.state = state;
    this.show();
  }

  press(key: PadKey): void {
    const now = Date.now();
    // Judged by the voters and marks shown now: a finished repeat makes a digit start afresh.
    const done = entryDone(this.entry, isRepeat(this.found), this.state.roll, now);
    this.entry = pressKey(this.entry, key, now, done);
    // Sync work that would write to the phone waits while a serial is typed; a cleared pad
    // (Mark clears it too) lets it go at once.
    if (key === 'clear') typingGate.done();
    else typingGate.typed();
    this.show();
  }

  /** Stop listening and leave the nodes empty. */
  dispose(): void {
    clearTimeout(this.settle);
    typingGate.done();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.nodes.result.replaceChildren();
    this.nodes.slot.replaceChildren();
    this.nodes.digits.textContent = '';
  }

  private markFound(): void {
    const found = this.found;
    if (found.kind !== 'found') return;
    this.press('clear');
    this.onMark(found.voter, found.serial);
  }

  private show(): void {
    const { roll, marks, words } = this.state;
    const { digits } = this.entry;
    const found = lookUpSerial(roll, digits, marks);
    this.found = found;

    // A repeat that could still grow is done once it has stood SETTLE_MS: shown then, not later.
    clearTimeout(this.settle);
    const repeat = isRepeat(found) && digits !== '';
    const grows = repeat && canGrow(roll, digits);
    const waited = Date.now() - this.entry.at;
    const done = repeat && (!grows || waited >= SETTLE_MS);
    if (repeat && !done) this.settle = setTimeout(() => this.show(), SETTLE_MS - waited);
    const { digits: digitsClass, digitsDone } = this.classes;
    setClass(this.nodes.digits, done ? `${digitsClass} ${digitsDone}` : digitsClass);
    setText(this.nodes.digits, digits || '–');

    const drawn = this.drawn;
    if (!drawn || drawn.words !== words || drawn.roll !== roll || !sameLookup(drawn.found, found)) {
      this.drawn = { found, words, roll };
      const [first, second] = words.lines(found, roll);
      for (const [el, line] of [
        [this.lines[0], first],
        [this.lines[1], second],
      ] as const) {
        setClass(el, line.className);
        setText(el, line.text);
      }
    }

    if (found.kind === 'found') {
      const label = words.markLabel(found.voter);
      if (this.mark.getAttribute('aria-label') !== label)
        this.mark.setAttribute('aria-label', label);
      setText(this.markText, words.markShort);
      if (this.mark.parentNode !== this.nodes.slot) this.nodes.slot.append(this.mark);
    } else if (this.mark.parentNode) {
      this.mark.remove();
    }
  }
}

/** The same voter in the same state (or the same nothing): the box's lines stand. */
function sameLookup(a: PadLookup, b: PadLookup): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'empty' || b.kind === 'empty') return true;
  if (a.serial !== b.serial) return false;
  if (a.kind === 'outside' || b.kind === 'outside') return true;
  if (a.voter !== b.voter) return false;
  return a.kind !== 'voted' || b.kind !== 'voted' || a.mark === b.mark;
}
