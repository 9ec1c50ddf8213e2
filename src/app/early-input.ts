/**
 * A prerendered page shows its buttons and fields before the app behind them has loaded. What a
 * visitor does in that window (the entry script runs, the page's route code is still on its way)
 * would be lost when the app renders over the page: this keeps it. It remembers the text typed
 * into each field, where the focus and caret were, and the last button pressed in `root`; the
 * returned function, called once the app has rendered, puts the text into the app's field in the
 * same place (as typing would, so the app's own state takes it), restores the focus and caret,
 * and presses the button again. Each only where the app has the same kind of element in that
 * place, and a button only with the same label (the signed-in header, say, differs from the
 * build's markup). Links need none of this: without the app they still navigate.
 */
export function keepEarlyInput(root: HTMLElement): () => void {
  const typed = new Map<string, string>();
  let focus: { path: number[]; selection: [number, number] | null } | null = null;
  let pressed: { path: number[]; label: string } | null = null;

  const onInput = (event: Event) => {
    if (isTextField(event.target) && root.contains(event.target)) typed.set(pathTo(root, event.target).join('/'), event.target.value);
    onFocus(event);
  };
  const onFocus = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    // Email and number fields have no caret to read (their selection is null) and refuse one being set.
    const start = isTextField(target) ? target.selectionStart : null;
    focus = { path: pathTo(root, target), selection: start === null ? null : [start, (target as TextField).selectionEnd ?? start] };
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) pressed = { path: pathTo(root, button), label: labelOf(button) };
  };
  const events = [
    ['input', onInput],
    ['keyup', onFocus],
    ['focusin', onFocus],
    ['click', onClick],
  ] as const;
  for (const [type, listener] of events) root.addEventListener(type, listener as EventListener, true);

  return function carryOver() {
    for (const [type, listener] of events) root.removeEventListener(type, listener as EventListener, true);
    for (const [key, value] of typed) {
      const field = elementAt(root, key.split('/').map(Number));
      if (isTextField(field) && field.value !== value) typeInto(field, value);
    }
    const focused = focus && elementAt(root, focus.path);
    const selection = focus?.selection;
    if (focused instanceof HTMLElement) {
      focused.focus();
      // The app applies a typed value once its input event is handled, which puts the caret at the
      // end; a microtask queued after that event runs once it has, and before any other event.
      if (isTextField(focused) && selection) queueMicrotask(() => focused.setSelectionRange(...selection));
    }
    const button = pressed && elementAt(root, pressed.path);
    if (button instanceof HTMLButtonElement && !button.disabled && labelOf(button) === pressed?.label) button.click();
    typed.clear();
    focus = pressed = null;
  };
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number']);
const isTextField = (element: unknown): element is TextField =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type));

/**
 * Sets the value through the element's own setter and fires `input`, as typing does: React keeps
 * the last value it set on the element, and takes a change only when the two differ.
 */
function typeInto(field: TextField, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const labelOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';

// Elements that are never drawn: a page has as many JSON-LD and style blocks as its route writes
// (the app shell's frame has none of a property page's), so they do not count in a place.
const UNDRAWN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'TITLE']);
const drawnChildren = (element: Element) => [...element.children].filter((child) => !UNDRAWN.has(child.tagName));

/** Indexes among the drawn children, from root down to the element. */
function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(drawnChildren(node.parentElement).indexOf(node));
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node && drawnChildren(node)[index];
  return node;
}
