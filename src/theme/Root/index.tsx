// Shared wrappers for gatsby-browser and gatsby-ssr: app-wide state, and the page frame with the global styles.
import type { ReactNode } from "react";
import { Global } from "@emotion/react";
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby";
import { ColorModeProvider } from "../contexts/colorMode";
import { DocsNavigationProvider } from "../contexts/docsNavigation";
import { ReaderValuesProvider } from "../contexts/readerValues";
import ErrorBoundary from "../ErrorBoundary";
import Layout from "../Layout";
import { globalStyles } from "../tokens";

export function Root({ children }: { readonly children?: ReactNode }) {
  return (
    <ColorModeProvider>
      <DocsNavigationProvider>
        <ReaderValuesProvider>{children}</ReaderValuesProvider>
      </DocsNavigationProvider>
    </ColorModeProvider>
  );
}

export function wrapRootElement({ element }: Pick<WrapRootElementBrowserArgs, "element">) {
  return <Root>{element}</Root>;
}

export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  // The outer boundary catches a crash of the frame itself; the page has its own boundary inside the layout. The global
  // styles sit here, not in Root: Gatsby also wraps each page's <head> content in Root, which would print them twice.
  return (
    <>
      <Global styles={globalStyles} />
      <ErrorBoundary>
        <Layout pathname={props.location.pathname}>{element}</Layout>
      </ErrorBoundary>
    </>
  );
}
