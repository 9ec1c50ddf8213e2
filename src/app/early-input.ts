// What a visitor types, chooses or presses on the server's page before the app has hydrated it
// (its code is still arriving): links and the browser's own fields work from the first paint, but
// React sets each controlled field to the app's state when it hydrates, and a button does nothing
// until then. So what was typed or chosen is handed to the app as the browser's own events, and
// the last button pressed is pressed again. Hydration keeps the page's elements, so each is the
// very element the visitor used; a press is made again once its part of the page is live, which
// may be after the app's first commit. Not covered: a press or a keystroke in the moments between
// the app's first commit and the hydration of a part that was still waiting for code (the page's
// own controls, a few hundred ms on a fast machine): React does not replay a press and sets a
// field back to the app's state as it hydrates it, and this no longer listens.

/** How long a changed field may wait for React to set it back (its part of the page to hydrate). */
const HAND_OVER_WAIT_MS = 10_000;
/** How long a button pressed early may wait for the fields to be handed over first. */
const PRESS_WAIT_MS = 2000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);
const isCheck = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const isField = (element: Element | null): element is Field =>
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLInputElement && (TEXT_TYPES.has(element.type) || isCheck(element)));

/** The field's state as the server wrote it, and as it is now. */
function serverState(field: Field): string {
  if (isCheck(field)) return String(field.defaultChecked);
  if (field instanceof HTMLSelectElement) return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '';
  return field.defaultValue;
}
const stateOf = (field: Field): string => (isCheck(field) ? String(field.checked) : field.value);
/** Where React keeps an element's props on it, from when it has taken the element over. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- React's property name, not words
const REACT_PROPS = '__reactProps$';
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith(REACT_PROPS));

/**
 * Gives `field` the state as the visitor's own input would, so React's onChange hears it. React
 * notices a change by comparing with the value it last set through the field's own `value`
 * property, so that is reset first and the value then set beneath it, as the browser does.
 */
function enter(field: Field, state: string) {
  if (isCheck(field)) {
    if (stateOf(field) !== state) field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = '';
  setter?.call(field, state);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Starts watching `root` for presses; the returned function is called just before hydration and
 * returns the function that hands over, once the app's first render is in the page, what was
 * typed, chosen and pressed.
 */
export function watchEarlyInput(root: HTMLElement): () => () => void {
  // A press before this script ran was noted by the page's inline script (EARLY_PRESS_SCRIPT in src/server/document.ts).
  const noted = (window as Window & { manzilEarlyPress?: unknown }).manzilEarlyPress;
  let pressed: HTMLButtonElement | null = noted instanceof HTMLButtonElement && root.contains(noted) ? noted : null;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button && root.contains(button)) pressed = button;
  };
  root.addEventListener('click', onClick, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    // Changed before hydration: a field's state differs from the one the server wrote.
    const changed = [...root.querySelectorAll('input, textarea, select')]
      .filter(isField)
      .filter((field) => stateOf(field) !== serverState(field))
      .map((field) => ({ field, state: stateOf(field), server: serverState(field), start: isCheck(field) || field instanceof HTMLSelectElement ? null : field.selectionStart, end: isCheck(field) || field instanceof HTMLSelectElement ? null : field.selectionEnd }));
    const button = pressed;
    // Its place among the buttons of the same name (a page of cards has one heart each), to find
    // its replacement by should the app replace it.
    const nameOf = (element: Element) => `${element.getAttribute('aria-label') ?? ''}|${element.textContent ?? ''}`;
    const sameNamed = () => (button ? [...root.querySelectorAll('button')].filter((candidate) => nameOf(candidate) === nameOf(button)) : []);
    const place = button ? sameNamed().indexOf(button) : -1;
    // A field gets its state once React has set it back to the app's, which happens when the part
    // of the page it is in hydrates (a lazily loaded form's part later than the rest), or once
    // the app has replaced it by another (found by its id). An event sent before then is lost.
    const handOver = (entry: (typeof changed)[number], deadline: number, then: () => void) => {
      if (entry.field.isConnected && stateOf(entry.field) === entry.state && Date.now() < deadline) {
        setTimeout(() => handOver(entry, deadline, then), 20);
        return;
      }
      const replaced = entry.field.id ? document.getElementById(entry.field.id) : null;
      const field = entry.field.isConnected ? entry.field : isField(replaced) ? replaced : null;
      // Only over the state the page started with: anything else was entered into the app since.
      if (field && stateOf(field) === entry.server) {
        enter(field, entry.state);
        if (document.activeElement === field && entry.start !== null && !(field instanceof HTMLSelectElement)) field.setSelectionRange(entry.start, entry.end);
      }
      then();
    };
    return () => {
      // The button last: a search pressed before hydration searches with what was entered (or,
      // should a field never be set back, after PRESS_WAIT_MS).
      let waiting = changed.length;
      let pressedAgain = false;
      const deadline = Date.now() + HAND_OVER_WAIT_MS;
      const press = () => {
        if (pressedAgain || !button) return;
        // The app may have replaced the button by then (a placeholder by the live control): the
        // new one has the same name and place.
        const target = button.isConnected ? button : sameNamed()[place];
        // Its part of the page may hydrate after the first commit, or show a placeholder until
        // its live control is in: a press before then would do nothing.
        const live = target !== undefined && hydrated(target) && target.getAttribute('aria-disabled') !== 'true';
        if (!live && Date.now() < deadline) {
          setTimeout(press, 20);
          return;
        }
        pressedAgain = true;
        if (target && !target.disabled) target.click();
      };
      const done = () => {
        waiting -= 1;
        if (waiting === 0) press();
      };
      setTimeout(() => {
        if (changed.length === 0) press();
        else setTimeout(press, PRESS_WAIT_MS);
        for (const entry of changed) handOver(entry, deadline, done);
      }, 0);
    };
  };
}
