// Shared wrappers for gatsby-browser and gatsby-ssr: global styles, MDX components and the page frame.
import type { ReactNode } from "react";
import { Global } from "@emotion/react";
import { MDXProvider } from "@mdx-js/react";
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby";
import Layout from "../Layout";
import { mdxComponents } from "../MDXComponents";
import { globalStyles } from "../tokens";

export function Root({ children }: { readonly children?: ReactNode }) {
  return (
    <>
      <Global styles={globalStyles} />
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </>
  );
}

export function wrapRootElement({ element }: Pick<WrapRootElementBrowserArgs, "element">) {
  return <Root>{element}</Root>;
}

export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return <Layout pathname={props.location.pathname}>{element}</Layout>;
}
