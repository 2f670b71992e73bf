// What readers type, written from their side of the page: each query names the page (and, where the page is long, the
// section) that answers it. The relevance suite splits them into a tuning half and a held-out half.

/** How the reader put it: the suite reports each kind, so a weak spot shows by name. */
export type QueryKind = "question" | "task" | "abbreviation" | "synonym" | "inflection" | "typo" | "endpoint" | "field";

export type ReaderQuery = {
  readonly query: string;
  /** The page a reader needs, as its path without a trailing slash. */
  readonly page: string;
  /** The section's anchor, where landing on the page's head would leave the reader searching again. */
  readonly section?: string;
  readonly kind: QueryKind;
};

/** A row of one kind's table: the query, the page's path and, where it matters, the section's anchor. */
type Row = readonly [query: string, page: string, section?: string];

/** One kind's rows as queries. */
export const ofKind = (kind: QueryKind, rows: readonly Row[]): ReaderQuery[] =>
  rows.map(([query, page, section]) =>
    section === undefined ? { kind, query, page } : { kind, query, page, section },
  );

export const READER_QUERIES: readonly ReaderQuery[] = [
  // Questions
  ...ofKind("question", [
    ["how do I get a token", "/docs/api/authentication"],
    ["how do I get an API key", "/docs/api/authentication"],
    ["where do I get my api token", "/docs/api/authentication"],
    ["how can I check that my token works", "/docs/api/authentication", "testing-with-ping"],
    ["what is a thing", "/docs/concepts/thing"],
    ["what is a thing group", "/docs/concepts/thing-group"],
    ["what does a destination do", "/docs/concepts/destination"],
    ["what is a pulse", "/docs/concepts/pulse"],
    ["what is a message in cloudloop", "/docs/concepts/message"],
    ["what is lingo", "/docs/lingo/overview"],
    ["what is LingoMT", "/docs/lingo/mt"],
    ["what is LingoDelivery", "/docs/lingo/status"],
    ["what is cloudloop data", "/docs/data"],
    ["what is iridium burst", "/docs/burst/introduction"],
    ["what is ceefax", "/docs/protocols/ceefax"],
    ["what is the pebble protocol", "/docs/protocols/pebble"],
    ["what is an upload mode", "/docs/destinations/upload-modes"],
    ["what is the ThingId", "/docs/concepts/thing", "the-thingid"],
    ["what is the all things group", "/docs/concepts/thing-group", "the-all-things-group"],
    ["what does the destination health status mean", "/docs/concepts/destination", "health-status"],
    ["how do I send a message to my device", "/docs/api/send-message"],
    ["how do I poll for new messages without missing any", "/docs/api/get-message-long-poll"],
    ["how do I decode a P6 payload myself", "/docs/protocols/p6/p6jar"],
    ["where do I find the ThingId in the app", "/docs/ui/things", "find-a-thingid"],
    ["how do I set up an S3 destination", "/docs/destinations/aws/aws-s3"],
    ["how do I connect to the mqtt broker", "/docs/destinations/mqtt"],
    ["why does my webhook get the same message twice", "/docs/destinations/http"],
    ["how do I import the postman collection", "/docs/api/postman"],
    ["how do I migrate from DataMo/GetMessages", "/docs/api/others", "migrating-from-datamogetmessages"],
    ["how do I send a text message to a rockstar", "/docs/protocols/p6/mt"],
    ["how do I change the data retention period", "/docs/ui/settings"],
    ["how do I redeliver messages", "/docs/ui/groups", "redeliver-messages"],
    ["how do I delete a group", "/docs/ui/groups", "delete-a-group"],
    ["which upload mode should I choose", "/docs/destinations/upload-modes"],
    ["what ip addresses do webhooks come from", "/docs/destinations/http", "firewall-allow-list"],
    ["how often does cloudloop retry a webhook", "/docs/destinations/http", "retry-schedule"],
    ["how do I secure my webhook endpoint", "/docs/destinations/http", "securing-the-endpoint"],
    ["why does a broadcast not arrive on my rockstar", "/docs/burst/rockstar_burst"],
    ["how do I keep iot files under their original path", "/docs/protocols/iotFile"],
    ["what is the base url of the api", "/docs/api/overview"],
    ["what are the api error codes", "/docs/api/overview", "errors"],
    ["what is a BCA", "/docs/burst/introduction"],
    ["what is IMT", "/docs/devices/overview"],
    ["which devices does cloudloop support", "/docs/devices/overview"],
  ]),
  // Task phrases
  ...ofKind("task", [
    ["deliver messages to s3", "/docs/destinations/aws/aws-s3"],
    ["publish messages to google pub/sub", "/docs/destinations/google-cloud/google-pubsub"],
    ["put messages on an azure queue", "/docs/destinations/azure/azure-queue"],
    ["store messages in azure blob storage", "/docs/destinations/azure/azure-storage"],
    ["upload messages to a google cloud storage bucket", "/docs/destinations/google-cloud/google-storage"],
    ["forward messages by email", "/docs/destinations/email"],
    ["upload messages to my ftp server", "/docs/destinations/ftp"],
    ["chart device data in thingspeak", "/docs/destinations/iot-platforms/thingspeak"],
    ["send telemetry to thingsboard", "/docs/destinations/iot-platforms/thingsboard"],
    ["receive messages on an sqs queue", "/docs/destinations/aws/aws-sqs"],
    ["list things through the api", "/docs/api/management", "list-things"],
    ["list thing groups", "/docs/api/management", "list-thing-groups"],
    ["read the telemetry channels of a thing", "/docs/api/management", "thing-channels"],
    ["get the messages of one thing", "/docs/api/get-message"],
    ["trace a delivery with pulses", "/docs/ui/destinations", "trace-a-delivery-with-pulses"],
    ["search the messages a destination delivered", "/docs/ui/destinations", "search-delivered-messages"],
    ["detach a destination from a group", "/docs/ui/groups", "attach-or-detach-a-destination"],
    ["read the content of one message", "/docs/ui/message-view"],
    ["browse all messages", "/docs/ui/all-messages"],
    ["encode a p6 command with the jar", "/docs/protocols/p6/p6jar", "encoding-example"],
    ["broadcast a message to a zone", "/docs/burst/cloudloop_burst"],
    ["log in to cloudloop burst", "/docs/burst/cloudloop_burst", "logging-in"],
    ["find the write api key of a channel", "/docs/destinations/iot-platforms/thingspeak"],
    ["cloudformation stack for sqs queues", "/docs/destinations/aws/aws-sqs"],
    ["bucket policy for an existing s3 bucket", "/docs/destinations/aws/aws-s3"],
    ["check the delivery of an imt message", "/docs/api/send-message", "checking-imt-delivery-status"],
    ["catch up on older messages", "/docs/api/get-message-long-poll", "catching-up-on-older-messages"],
    ["test the connection in postman", "/docs/api/postman", "test-the-connection-with-ping"],
    ["set a geofence on a tracker", "/docs/protocols/p6/mt"],
    ["subscribe with mosquitto", "/docs/destinations/mqtt"],
    ["read a payload file", "/docs/destinations/upload-modes", "read-a-payload-file"],
  ]),
  // Abbreviations and the domain's spellings
  ...ofKind("abbreviation", [
    ["MO message format", "/docs/lingo/mo"],
    ["mobile originated message format", "/docs/lingo/mo"],
    ["MT message format", "/docs/lingo/mt"],
    ["LingoMO", "/docs/lingo/mo"],
    ["lingo mo fields", "/docs/lingo/mo"],
    ["send an SBD message", "/docs/api/send-message", "sbd-message-rockblock-or-96029603"],
    ["IMT message to a rockremote", "/docs/api/send-message", "imt-message-rockremote"],
    ["IMEI of the device in a message", "/docs/lingo/mo"],
    ["CDM connection state", "/docs/protocols/ceefax"],
    ["P6 position report fields", "/docs/protocols/p6/mo"],
    ["P6 MT types", "/docs/protocols/p6/mt"],
    ["IES commands", "/docs/protocols/ies/mt"],
    ["IES message kinds", "/docs/protocols/ies/mo"],
    ["what is a GDA", "/docs/burst/introduction"],
    ["what is the MOMSN", "/docs/lingo/mo"],
    ["SQS status queue", "/docs/destinations/aws/aws-sqs"],
    ["IoT gateway over MQTT", "/docs/protocols/iot"],
    ["short burst data size limit", "/docs/concepts/message"],
    ["mobile terminated command", "/docs/lingo/mt"],
  ]),
  // Synonyms
  ...ofKind("synonym", [
    ["set up a webhook", "/docs/destinations/http"],
    ["callback url for messages", "/docs/destinations/http"],
    ["api credentials", "/docs/api/authentication"],
    ["delivery report", "/docs/lingo/status"],
    ["delivery receipt of a sent message", "/docs/lingo/status"],
    ["broker client certificate", "/docs/destinations/mqtt"],
    ["satellite broadcast service", "/docs/burst/introduction"],
    ["remote management of a rockremote", "/docs/protocols/ceefax"],
    ["how long messages are kept", "/docs/ui/settings"],
    ["uplink message json", "/docs/lingo/mo"],
    ["send a downlink to a device", "/docs/api/send-message"],
    ["device list on a map", "/docs/ui/things"],
  ]),
  // Plurals and verb forms
  ...ofKind("inflection", [
    ["sending messages", "/docs/api/send-message"],
    ["long polls", "/docs/api/get-message-long-poll"],
    ["authenticating requests", "/docs/api/authentication"],
    ["regenerating tokens", "/docs/api/authentication", "regenerating-your-token"],
    ["subscribing to topics", "/docs/destinations/mqtt"],
    ["pulses", "/docs/concepts/pulse"],
    ["thing groups", "/docs/concepts/thing-group"],
    ["retried deliveries to a webhook", "/docs/destinations/http"],
    ["decoded ies positions", "/docs/protocols/ies/mo"],
    ["uploaded file names on ftp", "/docs/destinations/ftp"],
  ]),
  // Typos, in the first letters too
  ...ofKind("typo", [
    ["authentcation", "/docs/api/authentication"],
    ["ahtentication", "/docs/api/authentication"],
    ["destnation", "/docs/concepts/destination"],
    ["thingsbaord", "/docs/destinations/iot-platforms/thingsboard"],
    ["webhok", "/docs/destinations/http"],
    ["mqqt broker", "/docs/destinations/mqtt"],
    ["long poling", "/docs/api/get-message-long-poll"],
    ["lnog poll", "/docs/api/get-message-long-poll"],
    ["retension period", "/docs/ui/settings"],
    ["geofense", "/docs/protocols/p6/mt"],
    ["s3 cloudformaton", "/docs/destinations/aws/aws-s3"],
    ["pubsub topc", "/docs/destinations/google-cloud/google-pubsub"],
    ["rockstar brust", "/docs/burst/rockstar_burst"],
    ["ftp sever", "/docs/destinations/ftp"],
    ["regenrate tokne", "/docs/api/authentication"],
    ["emial destination", "/docs/destinations/email"],
    ["desitnation health", "/docs/concepts/destination"],
  ]),
  // Endpoints and fields
  ...ofKind("endpoint", [
    ["DoGenerateToken", "/docs/api/authentication"],
    ["User/DoGenerateToken", "/docs/api/authentication"],
    ["Platform/Ping", "/docs/api/authentication"],
    ["GetMessageRecordsLongPoll", "/docs/api/get-message-long-poll"],
    ["Data/GetMessageRecordsForThing", "/docs/api/get-message"],
    ["DoSendSbdMessageForThingGroup", "/docs/api/send-message"],
    ["DoSendImtMessage", "/docs/api/send-message"],
    ["GetThingChannels", "/docs/api/management"],
    ["DoAddThingToThingGroup", "/docs/api/management"],
    ["GetMtDeliveryStatus", "/docs/api/send-message"],
    ["DoSendCeefaxMessage", "/docs/api/send-message"],
  ]),
  ...ofKind("field", [
    ["maxPollTime", "/docs/api/get-message-long-poll"],
    ["identity.hardware.imei", "/docs/lingo/mo"],
    ["iridiumSbdMt", "/docs/lingo/status"],
    ["SBD_DELIVERY_STATUS_PAYLOAD_TOO_LARGE", "/docs/lingo/status"],
    ["generalConfig fields", "/docs/protocols/ies/mt"],
    ["watchStatus", "/docs/protocols/p6/mo"],
    ["MO_MESSAGE_ALERT_DEAD_MAN", "/docs/protocols/p6/mo"],
  ]),
];
