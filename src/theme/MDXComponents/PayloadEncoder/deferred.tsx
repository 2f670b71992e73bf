// The encoder is only on the send-message page and only works in the browser: its code loads when the page renders it.
import Lazy from "../../Lazy";

const loadPayloadEncoder = () => import(".");

export default function DeferredPayloadEncoder() {
  return <Lazy load={loadPayloadEncoder} props={{}} />;
}
