import type { ForwardRefExoticComponent } from 'react';

type IconProps = Record<string, unknown>;

/**
 * antd's icons render `<span role="img" aria-label="edit">`, an English word that a screen reader reads out
 * (docs/architecture.md, "Accessibility"). An icon is decorative unless its caller names it: one without an
 * `aria-label`, `aria-labelledby` or `role` of its own is hidden from the accessibility tree, so the button or
 * the text beside it gives the name. A meaningful icon on its own gets a Vietnamese `aria-label`.
 */
export function decorativeUnlessNamed(props: IconProps): IconProps {
  if (
    props['aria-label'] !== undefined ||
    props['aria-labelledby'] !== undefined ||
    props.role !== undefined
  ) {
    return props;
  }
  return { ...props, 'aria-hidden': true, 'aria-label': undefined, role: undefined };
}

interface RenderFunction {
  render: (props: IconProps, ref: unknown) => unknown;
  decorativeUnlessNamed?: true;
}

/**
 * Applies the rule to antd's icon components, through which every icon renders (antd's own included: the
 * outlined and filled icons through the light one, the two-tone icons through the full one), so no call site
 * has to remember it.
 */
export function installIconNames(...iconComponents: ForwardRefExoticComponent<never>[]): void {
  for (const iconComponent of iconComponents) {
    const target = iconComponent as unknown as RenderFunction;
    if (target.decorativeUnlessNamed) continue;
    const render = target.render;
    target.render = (props, ref) => render(decorativeUnlessNamed(props), ref);
    target.decorativeUnlessNamed = true;
  }
}
