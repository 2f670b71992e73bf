// The main documentation areas shown as cards on the home page.

export type AreaIcon = "concepts" | "lingo" | "devices" | "destinations" | "protocols" | "api" | "ui" | "burst";
export type Area = {
  readonly title: string;
  readonly description: string;
  readonly href: string;
  readonly icon: AreaIcon;
};

export const HOME_AREAS: readonly Area[] = [
  {
    title: "Concepts",
    icon: "concepts",
    description: "Things, Thing Groups, Destinations, Messages and Pulses: the model behind everything else.",
    href: "/docs/category/concepts",
  },
  {
    title: "Lingo",
    icon: "lingo",
    description: "One JSON shape for every message, whatever the device or network that sent it.",
    href: "/docs/lingo/overview",
  },
  {
    title: "Devices & Networks",
    icon: "devices",
    description: "The device families and satellite and cellular networks Cloudloop Data works with.",
    href: "/docs/devices/overview",
  },
  {
    title: "Destinations",
    icon: "destinations",
    description: "Deliver messages to webhooks, MQTT, email, FTP, AWS, Azure, Google Cloud and IoT platforms.",
    href: "/docs/category/destinations",
  },
  {
    title: "Protocols",
    icon: "protocols",
    description: "How P6, IES, IoT Gateway and Device Manager payloads are decoded and encoded.",
    href: "/docs/category/protocols",
  },
  {
    title: "API",
    icon: "api",
    description: "Pull messages, long-poll for new ones, send commands and manage Things over REST.",
    href: "/docs/api/overview",
  },
  {
    title: "User Interface",
    icon: "ui",
    description: "A guided tour of the web app: Things, Groups, Destinations, messages and settings.",
    href: "/docs/ui/overview",
  },
  {
    title: "Burst",
    icon: "burst",
    description: "Broadcast one message to many receivers at once over Iridium Burst.",
    href: "/docs/burst/introduction",
  },
];
