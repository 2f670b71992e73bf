// Line icons of the documentation areas on the home page cards (decorative).
import type { AreaIcon as Name } from "./areas";

const PATHS: Record<Name, string> = {
  concepts: "M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3zM4 7.5l8 4.5 8-4.5M12 12v9",
  lingo: "M8 4H7a2 2 0 0 0-2 2v3.5a2 2 0 0 1-2 2.5 2 2 0 0 1 2 2.5V18a2 2 0 0 0 2 2h1M16 4h1a2 2 0 0 1 2 2v3.5a2 2 0 0 0 2 2.5 2 2 0 0 0-2 2.5V18a2 2 0 0 1-2 2h-1",
  devices: "M9 7h6a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM12 7V3M12 16h.01M7 4.5a7 7 0 0 1 10 0",
  destinations: "M4 12h11M11 7l5 5-5 5M20 4v16",
  protocols: "M4 6h4v4H4zM10 6h4v4h-4zM16 6h4v4h-4zM4 14h7v4H4zM13 14h7v4h-7z",
  api: "M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14",
  ui: "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 9h18M9 9v10",
  burst: "M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8",
};

export default function AreaIcon({ name }: { readonly name: Name }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
