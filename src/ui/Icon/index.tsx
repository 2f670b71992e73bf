// The site's icons, one small component each, imported by name (`import { SearchIcon } from "../../ui/Icon"`).
// This file only re-exports: each icon is its own module, so the bundler puts an icon in the chunks of the components
// that draw it (an icon only the lazily loaded search dialog draws stays in the dialog's chunk). Keep it free of
// anything but `export … from` lines. Icons one component always draws together (an admonition's kinds, the home
// page's areas) share a file.
export type { Icon, IconProps } from "./IconSvg";
export { NoteIcon, TipIcon, InfoIcon, WarningIcon, DangerIcon } from "./AdmonitionIcons";
export {
  ConceptsIcon,
  LingoIcon,
  DevicesIcon,
  DestinationsIcon,
  ProtocolsIcon,
  ApiIcon,
  UiIcon,
  BurstIcon,
} from "./AreaIcons";
export { CheckIcon } from "./CheckIcon";
export { ChevronIcon } from "./ChevronIcon";
export { ClearIcon } from "./ClearIcon";
export { CloseIcon } from "./CloseIcon";
export { CopyIcon } from "./CopyIcon";
export { DocIcon } from "./DocIcon";
export { DoubleChevronIcon } from "./DoubleChevronIcon";
export { EditIcon } from "./EditIcon";
export { ErrorIcon } from "./ErrorIcon";
export { ExternalLinkIcon } from "./ExternalLinkIcon";
export { FolderIcon } from "./FolderIcon";
export { HashIcon } from "./HashIcon";
export { HomeIcon } from "./HomeIcon";
export { LogoIcon } from "./LogoIcon";
export { MenuIcon } from "./MenuIcon";
export { MonitorIcon } from "./MonitorIcon";
export { MoonIcon } from "./MoonIcon";
export { PageIcon } from "./PageIcon";
export { RemoveIcon } from "./RemoveIcon";
export { SearchIcon } from "./SearchIcon";
export { SpinnerIcon } from "./SpinnerIcon";
export { StarIcon } from "./StarIcon";
export { SunIcon } from "./SunIcon";
