// The icon of each documentation area on the home page cards (the drawings are in src/ui/Icon).
import type { AreaIcon as Name } from "./areas";
import {
  ApiIcon,
  BurstIcon,
  ConceptsIcon,
  DestinationsIcon,
  DevicesIcon,
  LingoIcon,
  ProtocolsIcon,
  UiIcon,
  type Icon,
} from "../../ui/Icon";

const ICONS: Record<Name, Icon> = {
  concepts: ConceptsIcon,
  lingo: LingoIcon,
  devices: DevicesIcon,
  destinations: DestinationsIcon,
  protocols: ProtocolsIcon,
  api: ApiIcon,
  ui: UiIcon,
  burst: BurstIcon,
};

export default function AreaIcon({ name }: { readonly name: Name }) {
  const IconOfArea = ICONS[name];
  return <IconOfArea />;
}
