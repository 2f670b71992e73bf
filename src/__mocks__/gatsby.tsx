// Jest stand-in for gatsby: Link renders a plain anchor, static queries return what a test gives them.
import type { AnchorHTMLAttributes, ReactNode } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  children?: ReactNode;
  activeClassName?: string;
};

export function Link({ to, children, activeClassName: _activeClassName, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const graphql = (): string => "";

let staticQueryResult: unknown = {};

/** Tests set the data the next useStaticQuery calls return. */
export function __setStaticQueryResult(value: unknown): void {
  staticQueryResult = value;
}

export function useStaticQuery<T>(): T {
  return staticQueryResult as T;
}

export const navigate = jest.fn();
export const withPrefix = (path: string): string => path;
