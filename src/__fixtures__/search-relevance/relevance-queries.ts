// Readers' queries with the page each reader wants, written from their tasks; the relevance suite checks them top-3.

export type RelevanceCase = { readonly query: string; readonly page: string; readonly task: string };

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // Authentication
  { task: "authentication", query: "how to authenticate", page: "/docs/api/authentication" },
  { task: "authentication", query: "authenticate", page: "/docs/api/authentication" },
  { task: "authentication", query: "regenerate my api token", page: "/docs/api/authentication" },
  { task: "authentication", query: "test the token with ping", page: "/docs/api/authentication" },
  // Sending to one Thing and to a group
  { task: "sending", query: "send a message to a thing", page: "/docs/api/send-message" },
  { task: "sending", query: "send to a thing group", page: "/docs/api/send-message" },
  { task: "sending", query: "DoSendSbdMessage", page: "/docs/api/send-message" },
  { task: "sending", query: "add a thing to a group", page: "/docs/api/management" },
  // Size limits and encodings
  { task: "limits", query: "message size limits", page: "/docs/concepts/message" },
  { task: "limits", query: "how many bytes can I send", page: "/docs/api/send-message" },
  { task: "encodings", query: "base64 upload mode", page: "/docs/destinations/upload-modes" },
  { task: "encodings", query: "hex or binary payload files", page: "/docs/destinations/upload-modes" },
  // Receiving messages
  { task: "receiving", query: "polling interval", page: "/docs/api/get-message-long-poll" },
  { task: "receiving", query: "long polling since parameter", page: "/docs/api/get-message-long-poll" },
  { task: "receiving", query: "get message records for a thing", page: "/docs/api/get-message" },
  { task: "receiving", query: "legacy endpoints migration", page: "/docs/api/others" },
  { task: "receiving", query: "postman collection", page: "/docs/api/postman" },
  // Each destination's setup and failures
  { task: "destinations", query: "webhook retries", page: "/docs/destinations/http" },
  { task: "destinations", query: "webhook source ip addresses", page: "/docs/destinations/http" },
  { task: "destinations", query: "mqtt client certificate", page: "/docs/destinations/mqtt" },
  { task: "destinations", query: "email destination attachment", page: "/docs/destinations/email" },
  { task: "destinations", query: "ftp file naming", page: "/docs/destinations/ftp" },
  { task: "destinations", query: "s3 bucket role cloudformation", page: "/docs/destinations/aws/aws-s3" },
  { task: "destinations", query: "sqs queues for mo mt and status", page: "/docs/destinations/aws/aws-sqs" },
  { task: "destinations", query: "azure service bus topic", page: "/docs/destinations/azure/azure-service-bus" },
  { task: "destinations", query: "azure blob container", page: "/docs/destinations/azure/azure-storage" },
  { task: "destinations", query: "pubsub service account key", page: "/docs/destinations/google-cloud/google-pubsub" },
  { task: "destinations", query: "thingsboard access token", page: "/docs/destinations/iot-platforms/thingsboard" },
  { task: "destinations", query: "thingspeak write api key", page: "/docs/destinations/iot-platforms/thingspeak" },
  { task: "destinations", query: "what is a destination", page: "/docs/concepts/destination" },
  // Each protocol's message types
  { task: "protocols", query: "mobile originated message fields", page: "/docs/lingo/mo" },
  { task: "protocols", query: "mobile terminated lingo", page: "/docs/lingo/mt" },
  { task: "protocols", query: "iridium edge solar", page: "/docs/protocols/ies" },
  { task: "protocols", query: "IES position fields", page: "/docs/protocols/ies/mo" },
  { task: "protocols", query: "ies general configuration command", page: "/docs/protocols/ies/mt" },
  { task: "protocols", query: "p6 generic alert", page: "/docs/protocols/p6/mo" },
  { task: "protocols", query: "p6 mt payload keys", page: "/docs/protocols/p6/mt" },
  { task: "protocols", query: "decode p6 with the jar", page: "/docs/protocols/p6/p6jar" },
  { task: "protocols", query: "CDM operations", page: "/docs/protocols/ceefax" },
  { task: "protocols", query: "rockremote file transfer", page: "/docs/protocols/iotFile" },
  { task: "protocols", query: "iot gateway fields", page: "/docs/protocols/iot" },
  // Delivery status
  { task: "delivery", query: "delivery status of a sent message", page: "/docs/lingo/status" },
  { task: "delivery", query: "delivery errors", page: "/docs/lingo/status" },
  { task: "delivery", query: "pulses of a message", page: "/docs/concepts/pulse" },
  // Concepts
  { task: "concepts", query: "what is a thing id", page: "/docs/concepts/thing" },
  // The UI's screens
  { task: "ui", query: "change data retention", page: "/docs/ui/settings" },
  { task: "ui", query: "see things on a map", page: "/docs/ui/things" },
  { task: "ui", query: "attach a destination to a group", page: "/docs/ui/groups" },
  { task: "ui", query: "open one message and its pulses", page: "/docs/ui/message-view" },
  // Burst
  { task: "burst", query: "geographic delivery area", page: "/docs/burst/introduction" },
  { task: "burst", query: "burst message cost", page: "/docs/burst/cloudloop_burst" },
];
