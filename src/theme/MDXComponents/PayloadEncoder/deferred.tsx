// The encoder only works in the browser and sits far down the send-message page: its code loads once the reader's
// screen comes within a screen's height of it, not with the page.
import { useEffect, useRef, useState } from "react";
import Lazy from "../../Lazy";
import { place as placeStyle } from "./styles";

const loadPayloadEncoder = () => import(".");

/** How far ahead of the screen the encoder starts loading: one screen's height, so it is drawn before it is seen. */
export const LOAD_AHEAD = "100% 0px";

export default function DeferredPayloadEncoder() {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={place} className="payload-encoder-place" css={placeStyle}>
      {near ? <Lazy load={loadPayloadEncoder} props={{}} /> : null}
    </div>
  );
}
