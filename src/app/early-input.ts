// What a visitor types or presses on the server's page before the app has hydrated it (its code is
// still arriving): links and the browser's own text boxes work from the first paint, but React
// sets each controlled field to the app's state when it hydrates, and a button does nothing until
// then. So the text typed is handed to the app as input, and the last button pressed is pressed
// again. Hydration keeps the page's elements, so each is the very element the visitor used.

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);
const isTextField = (element: Element): element is TextField =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && TEXT_TYPES.has(element.type));

/**
 * Gives `field` the value as typing would, so React's onChange hears it: React notices a change by
 * comparing with the value it last set through the field's own `value` property, so that is
 * emptied first and the text then set beneath it, as the browser's typing does.
 */
function typeInto(field: TextField, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = '';
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts watching `root` for presses; the returned function is called just before hydration and
 * returns the function that hands over, once the app's first render is in the page, what was
 * typed and pressed.
 */
export function watchEarlyInput(root: HTMLElement): () => () => void {
  let pressed: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button && root.contains(button)) pressed = button;
  };
  root.addEventListener('click', onClick, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    // Typed before hydration: a field's value differs from the one the server wrote.
    const typed = [...root.querySelectorAll('input, textarea')].filter(isTextField).filter((field) => field.value !== field.defaultValue);
    const values = typed.map((field) => ({ field, value: field.value, start: field.selectionStart, end: field.selectionEnd }));
    const button = pressed;
    // A field is handed its text once React has set it to the app's state, which happens when
    // the part of the page it is in hydrates (a lazily loaded form's part later than the rest), or
    // once the app has replaced it by another (found by its id). An event sent before then is lost.
    const handOver = (typed: (typeof values)[number], deadline: number) => {
      if (typed.field.isConnected && typed.field.value === typed.value) {
        if (Date.now() < deadline) setTimeout(() => handOver(typed, deadline), 20);
        return;
      }
      const field = typed.field.isConnected ? typed.field : typed.field.id ? document.getElementById(typed.field.id) : null;
      // Only over the value the page started with: anything else was typed into the app since.
      if (!field || !isTextField(field) || field.value !== typed.field.defaultValue) return;
      typeInto(field, typed.value);
      if (document.activeElement === field && typed.start !== null) field.setSelectionRange(typed.start, typed.end);
    };
    return () => {
      for (const typed of values) handOver(typed, Date.now() + 10_000);
      if (button?.isConnected && !button.disabled) setTimeout(() => button.click(), 0);
    };
  };
}
