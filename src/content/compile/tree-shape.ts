// The shape of a compiled MDX tree, shared by the compiler, the component registry and everything that reads a tree.

export type MdxValue = string | number | boolean | null | readonly MdxValue[] | { readonly [key: string]: MdxValue };
export type MdxTreeProps = { readonly [name: string]: MdxValue };
/** A text, or [element or component name, props, ...children]. */
export type MdxTreeNode = string | MdxTreeElement;
export type MdxTreeElement = readonly [string, MdxTreeProps | null, ...MdxTreeNode[]];
