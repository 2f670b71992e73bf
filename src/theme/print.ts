// Printing: the article alone, in light colours, each tab under its label, code wrapped, link targets spelled out.

/** Print rules for the global stylesheet; `lightPalette` holds the light colour variables every printout uses. */
export const printRules = (lightPalette: string): string => `
  @media print {
    :root,
    [data-theme="dark"] {
      ${lightPalette}
      color-scheme: light;
    }
    html,
    body {
      background: #ffffff;
    }
    .navbar,
    .announcement-bar,
    .docs-sidebar,
    .table-of-contents,
    .toc-collapsible,
    .anchor-link,
    .code-block button,
    .tabs [role="tablist"],
    nav[aria-label="Docs pages"],
    .skip-to-content,
    .copy-page,
    .reader-values,
    .payload-encoder,
    .hero-actions,
    #nprogress {
      display: none !important;
    }
    .docs-page,
    .docs-page > div {
      display: block !important;
    }
    main a[href^="http"]::after {
      content: " (" attr(href) ")";
      color: var(--color-text-muted);
      font-size: 0.85em;
      overflow-wrap: anywhere;
    }
    pre {
      overflow: visible !important;
      white-space: pre-wrap !important;
      overflow-wrap: anywhere;
    }
    pre > code {
      display: block !important;
      min-width: 0 !important;
    }
    pre .code-line {
      padding-right: 0.95rem !important;
    }
    .table-wrapper {
      overflow: visible !important;
    }
    .tabs [role="tabpanel"] {
      display: block !important;
    }
    .tabs [role="tabpanel"][data-tab-label]::before {
      content: attr(data-tab-label);
      display: block;
      margin: 1rem 0 0.4rem;
      font-weight: 700;
    }
    h2,
    h3,
    h4 {
      break-after: avoid;
    }
    figure,
    tr {
      break-inside: avoid;
    }
  }
`;
