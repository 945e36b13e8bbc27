/**
 * Registers a custom element once. A second script tag, a second bundle or a hot reload must not throw
 * "this name has already been used", so an existing definition is kept.
 */
export function defineElement(
  tag: string,
  ctor: CustomElementConstructor,
  registry: CustomElementRegistry = customElements,
): void {
  if (!registry.get(tag)) registry.define(tag, ctor);
}
