/**
 * A prerendered page shows its buttons before the app behind them has loaded: a press in that
 * window (the entry script runs, the page's route code is still on its way) would do nothing and
 * be lost. This remembers the last button pressed in `root`; the returned function, called once
 * the app has rendered over the page, presses the button now in the same place, if it is still
 * a button with the same label (the signed-in header, say, differs from the build's markup).
 * Links need none of this: without the app they still navigate.
 */
export function keepEarlyPress(root: HTMLElement): () => void {
  let pressed: { path: number[]; label: string } | null = null;
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) pressed = { path: pathTo(root, button), label: labelOf(button) };
  };
  root.addEventListener('click', remember, true);
  return function pressAgain() {
    root.removeEventListener('click', remember, true);
    const early = pressed;
    pressed = null;
    if (!early) return;
    const button = elementAt(root, early.path);
    if (button instanceof HTMLButtonElement && !button.disabled && labelOf(button) === early.label) button.click();
  };
}

const labelOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';

/** Child indexes from root down to the element. */
function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}
