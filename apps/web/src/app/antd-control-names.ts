/**
 * Controls that antd names in English, or only by an icon, with no prop to name them (docs/architecture.md,
 * "Accessibility"). They are fixed as they appear in the page, so a screen reader meets Vietnamese names only:
 *
 * - the step arrows of a number field ('Increase Value', 'Decrease Value'): not focusable, the field itself is
 *   the spin button (arrow keys and typing), so they are hidden from the accessibility tree; the mouse still
 *   uses them;
 * - the previous/next buttons of a pagination, named only by their icon ('left', 'right'): they take the
 *   Vietnamese title of their item ('Trang trước', 'Trang sau').
 */
const NUMBER_STEPPERS = '.ant-input-number-action';
// the jump items ('•••') are anchors without a role, which may not take a name: only the buttons
const PAGINATION_ARROWS = 'button.ant-pagination-item-link';

function fix(element: Element) {
  if (element.matches(NUMBER_STEPPERS)) element.setAttribute('aria-hidden', 'true');
  else if (element.matches(PAGINATION_ARROWS) && !element.hasAttribute('aria-label')) {
    const title = element.closest('li[title]')?.getAttribute('title');
    if (title) element.setAttribute('aria-label', title);
  }
}

function fixWithin(node: Node) {
  if (!(node instanceof Element)) return;
  fix(node);
  for (const element of node.querySelectorAll(`${NUMBER_STEPPERS}, ${PAGINATION_ARROWS}`)) fix(element);
}

export function installControlNames(root: Document): void {
  fixWithin(root.documentElement);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) fixWithin(node);
  }).observe(root.documentElement, { childList: true, subtree: true });
}
