package dev.urilint.rules;

import java.util.Locale;
import java.util.Set;

/**
 * Schemes that people write on purpose: IANA-registered ones in common use plus de-facto schemes
 * of the Java and cloud ecosystems ({@code jdbc}, {@code classpath}, {@code s3}), and the
 * endpoint prefixes of integration frameworks (Apache Camel, Spring Integration) that use the
 * {@code component:rest} shape without being URIs in the RFC 3986 sense.
 *
 * <p>Shared by {@code relative-colon-segment} (a known scheme is not a mistaken relative
 * reference) and {@code unknown-scheme} (a scheme one typo away from a known one is suspect).
 *
 * <pre>{@code
 * KnownSchemes.isWellKnown("mailto");        // true
 * KnownSchemes.isWellKnown("JDBC");          // true: schemes compare case-insensitively (§3.1)
 * KnownSchemes.isEndpointPrefix("direct");   // true: Camel's direct:start
 * KnownSchemes.wellKnown().contains("htps"); // false
 * }</pre>
 */
public final class KnownSchemes {

  // Lower case. IANA permanent and widely used provisional schemes, then de-facto ones.
  private static final Set<String> WELL_KNOWN =
      Set.of(
          // IANA permanent / common provisional
          "http", "https", "ws", "wss", "ftp", "ftps", "sftp", "scp", "ssh", "telnet", "file",
          "mailto", "news", "nntp", "snews", "gopher", "wais", "prospero", "urn", "tag", "data",
          "about", "blob", "javascript", "tel", "sms", "mms", "fax", "geo", "ldap", "ldaps",
          "imap", "imaps", "pop", "pops", "smtp", "sip", "sips", "xmpp", "irc", "ircs", "rtsp",
          "rtsps", "rtmp", "nfs", "smb", "cifs", "afp", "dns", "dict", "git", "svn", "cvs",
          "magnet", "market", "intent", "content", "android-app", "ipp", "ipps", "coap", "coaps",
          "mqtt", "mqtts", "amqp", "amqps", "stomp", "stomps", "redis", "rediss", "mongodb",
          "mongodb+srv", "postgres", "postgresql", "mysql", "mariadb", "sqlserver", "oracle",
          "cassandra", "couchbase", "couchbases", "memcached", "zookeeper", "kafka", "nats", "tls",
          "tcp", "udp", "unix", "npipe", "dav", "davs", "webcal", "feed", "bitcoin", "ethereum",
          "steam", "spotify", "slack", "zoommtg", "msteams", "vscode", "jar", "zip", "wasm", "did",
          "otpauth", "payto", "facetime", "callto", "skype", "cid", "mid", "info", "oid", "doi",
          "uuid", "isbn", "ni", "nih", "hdl",
          // Java and build ecosystem
          "jdbc", "jndi", "classpath", "jrt", "jmx", "rmi", "iiop", "corbaname", "corbaloc",
          "scm", "bundle", "wrap", "mvn", "vfs", "resource", "res", "chrome", "chrome-extension",
          "moz-extension", "edge", "view-source", "odbc", "jms",
          // Cloud and storage
          "s3", "s3a", "s3n", "gs", "gcs", "abfs", "abfss", "wasb", "wasbs", "adl", "hdfs",
          "webhdfs", "viewfs", "oss", "cos", "swift", "az", "arn", "docker", "oci", "k8s",
          "consul", "etcd", "vault", "hive2", "thrift", "grpc", "grpcs", "dubbo", "nacos",
          "registry", "quic", "http2", "h2", "h2c", "h3", "spiffe", "xri", "dtn", "ipfs", "ipns",
          // Added by rules-b (unknown-scheme): more IANA permanent/provisional and ecosystem schemes
          "aaa", "aaas", "acap", "acct", "afs", "alluxio", "attachment", "bolt", "bolt+s",
          "bundleentry", "bundleresource", "cap", "coap+tcp", "coap+ws", "coaps+tcp", "coaps+ws",
          "crid", "dbfs", "dns+srv", "ear", "ed2k", "ejb", "fileb", "finger", "ftpfs", "h323",
          "har", "http+unix", "iax", "icap", "irc6", "iris", "itms", "jabber", "jnp", "ldapi",
          "leaptofrogans", "msrp", "msrps", "mssql", "mtqp", "mupdate", "neo4j", "neo4j+s",
          "nested", "opaquelocktoken", "pkcs11", "pres", "r2dbc", "reload", "rsync", "rtspu",
          "shttp", "sieve", "snmp", "soap.beep", "soap.beeps", "sqlite", "stomp+ssl", "stun",
          "stuns", "svn+ssh", "swebhdfs", "t3", "t3s", "teamspeak", "tftp", "thismessage", "tip",
          "tn3270", "turn", "turns", "vemmi", "vfsfile", "vfszip", "vnc", "war", "ws+unix",
          "wsjar", "wtai", "xcon", "xcon-userid", "xmlrpc.beep", "xmlrpc.beeps", "z39.50r",
          "z39.50s");

  // Apache Camel components and Spring Integration channel prefixes: "direct:start",
  // "jms:queue:orders", "timer:tick?period=1000", "seda:work".
  private static final Set<String> ENDPOINT_PREFIXES =
      Set.of(
          "direct", "direct-vm", "seda", "vm", "timer", "scheduler", "quartz", "cron", "bean",
          "class", "log", "mock", "stub", "dataset", "ref", "controlbus", "jms", "activemq",
          "amqp", "sjms", "sjms2", "kafka", "rabbitmq", "spring-rabbitmq", "paho", "paho-mqtt5",
          "netty", "netty-http", "jetty", "undertow", "platform-http", "rest", "rest-api",
          "servlet", "cxf", "cxfrs", "sql", "sql-stored", "jpa", "mongodb", "elasticsearch",
          "aws2-s3", "aws2-sqs", "aws2-sns", "aws2-kinesis", "google-pubsub", "azure-storage-blob",
          "file-watch", "ftp", "sftp", "ftps", "smtp", "smtps", "pop3", "pop3s", "imap", "imaps",
          "exec", "xslt", "validator", "velocity", "freemarker", "language", "micrometer",
          "metrics", "kamelet", "knative", "master", "cql", "jdbc", "spring-batch",
          "spring-integration", "spring-event", "websocket", "vertx", "grpc", "http", "https",
          "channel", "queue", "topic",
          // Added by rules-b: more Apache Camel components
          "atom", "aws-s3", "aws-sqs", "azure-servicebus", "caffeine-cache", "crypto", "dozer",
          "ehcache", "elasticsearch-rest", "hazelcast", "hl7", "infinispan", "jgroups", "jt400",
          "mina", "mybatis", "nagios", "opensearch", "rss", "solr", "splunk", "spring-jdbc",
          "spring-ldap", "spring-redis", "spring-ws", "xquery");

  private KnownSchemes() {}

  /** Whether {@code scheme} is a well-known scheme, compared case-insensitively. */
  public static boolean isWellKnown(String scheme) {
    // Set.contains first: schemes are nearly always lower case already, and the lookup is cheaper
    // than the scan toLowerCase makes to find that out.
    return WELL_KNOWN.contains(scheme) || WELL_KNOWN.contains(scheme.toLowerCase(Locale.ROOT));
  }

  /** Every well-known scheme, lower case. */
  public static Set<String> wellKnown() {
    return WELL_KNOWN;
  }

  /** Whether {@code name} is an integration framework's endpoint prefix ({@code direct}, {@code seda}...). */
  public static boolean isEndpointPrefix(String name) {
    return ENDPOINT_PREFIXES.contains(name.toLowerCase(Locale.ROOT));
  }
}
