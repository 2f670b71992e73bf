// Shared wrappers for gatsby-browser and gatsby-ssr: app-wide state and the page frame.
import type { ReactNode } from "react";
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby";
import { ColorModeProvider } from "../contexts/colorMode";
import { DocsNavigationProvider } from "../contexts/docsNavigation";
import { ReaderValuesProvider } from "../contexts/readerValues";
import ErrorBoundary from "../ErrorBoundary";
import Layout from "../Layout";

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
  // The outer boundary catches a crash of the frame itself; the page has its own boundary inside the layout.
  return (
    <ErrorBoundary>
      <Layout pathname={props.location.pathname}>{element}</Layout>
    </ErrorBoundary>
  );
}
