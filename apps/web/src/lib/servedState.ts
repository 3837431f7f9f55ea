/**
 * What the shopper did on the served page (decision 0116) before the app replaced it: the size chosen, the note
 * under Add To Cart, the search text and its focus, an open menu (decision 0123). The app's components take it as
 * their first state, so the same things show after the take-over. The served page is read when a component takes
 * its part, in its layout effect: React has by then removed the page (its detached elements keep their state),
 * and nothing the shopper did before that moment is missed. Each part is taken once; none after a navigation.
 */

export interface ServedNote {
  message: string;
  severity: 'success' | 'error';
}

export interface ServedProduct {
  size: string | null;
  note: ServedNote | null;
}

export interface ServedSearch {
  text: string;
  focused: boolean;
  /** The caret (or the selected text) in the field. */
  selection: [number, number];
}

/** The header's menu, or the phone's search under its button, open: both are the app's drawer. */
export interface ServedMenu {
  open: boolean;
  search: boolean;
}

/** The header's search field (wide screens) or the one that opens from the phone's search button. */
export type SearchPlace = 'bar' | 'menu';

let served: HTMLElement | null = null;
let focused: EventTarget | null = null;
const taken = new Set<string>();

/** Keeps the served page (and what has the focus in it) for the app to take over; startApp.tsx calls it at once. */
export function watchServedPage(root: ParentNode = document): void {
  served = root.querySelector<HTMLElement>('.ssr');
  if (!served) return;
  focused = served.contains(document.activeElement) ? document.activeElement : null;
  served.addEventListener('focusin', (event) => {
    focused = event.target;
  });
  served.addEventListener('focusout', (event) => {
    const left = event.target;
    // Chrome blurs the focused element as React removes it: only a blur that leaves it on the page is the
    // shopper's. The check waits a microtask, after the commit's layout effects have read the focus.
    queueMicrotask(() => {
      if (left instanceof Node && left.isConnected && focused === left) focused = null;
    });
  });
}

/** After the first navigation nothing of the served page applies any more. */
export function forgetServedPage(): void {
  served = null;
}

function take<T>(part: string, read: (page: HTMLElement) => T | null): T | null {
  if (!served || taken.has(part)) return null;
  taken.add(part);
  return read(served);
}

/** The served product page's chosen size and note, when it showed this piece. */
export function takeServedProduct(productId: string): ServedProduct | null {
  return take(`product`, (page) => {
    const form = page.querySelector<HTMLFormElement>('form.ssr-add');
    if (form?.dataset.product !== productId) return null;
    const size = form.querySelector<HTMLInputElement>('input[name="size"]:checked');
    const note = form.querySelector<HTMLElement>('.ssr-note');
    const message = note?.dataset.message;
    return {
      size: size?.value ?? null,
      note: message ? { message, severity: note.dataset.severity === 'success' ? 'success' : 'error' } : null,
    };
  });
}

export function takeServedMenu(): ServedMenu | null {
  return take('menu', (page) => ({
    open: page.querySelector<HTMLDetailsElement>('details.ssr-menu')?.open ?? false,
    search: page.querySelector<HTMLDetailsElement>('details.ssr-search')?.open ?? false,
  }));
}

export function takeServedSearch(place: SearchPlace): ServedSearch | null {
  return take(`search-${place}`, (page) => {
    const input = page.querySelector<HTMLInputElement>(
      place === 'bar' ? '.ssr-find input' : '.ssr-search input',
    );
    if (!input) return null;
    const isFocused = focused === input;
    if (!input.value && !isFocused) return null;
    const end = input.value.length;
    return {
      text: input.value,
      focused: isFocused,
      selection: [input.selectionStart ?? end, input.selectionEnd ?? end],
    };
  });
}
