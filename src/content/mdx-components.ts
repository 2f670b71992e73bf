// The component names MDX pages may use without importing them; the build rejects any other capitalised tag.
// Kept apart from the React components so the build can read it without loading the theme.
export const MDX_COMPONENT_NAMES: readonly string[] = ["Admonition", "ByteLayout", "Figure", "PayloadEncoder", "TabItem", "Tabs"];
