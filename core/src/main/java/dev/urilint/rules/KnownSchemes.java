package dev.urilint.rules;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Schemes that are registered or commonly used, so a rule can tell {@code scheme:rest} that is
 * meant (a {@code mailto:} address, a Camel endpoint, a JDBC URL) from a typo or a relative
 * reference that RFC 3986 happens to read as a scheme.
 *
 * <pre>{@code
 * KnownSchemes.isWellKnown("HTTPS");       // true: schemes are case-insensitive (RFC 3986 §3.1)
 * KnownSchemes.isWellKnown("classpath");   // true: Spring resource prefix
 * KnownSchemes.isWellKnown("htps");        // false
 * }</pre>
 *
 * <p>The list is the IANA URI scheme registry's permanent schemes that occur in practice, its
 * provisional schemes seen in configuration, and the de-facto schemes of the Java ecosystem
 * (JDBC, Spring, Maven SCM, Camel components, cloud storage). It is deliberately broad: a scheme
 * missing here only makes {@code unknown-scheme} and {@code relative-colon-segment} look harder.
 */
public final class KnownSchemes {

  private static final Set<String> SCHEMES =
      // Set.copyOf, not Set.of: the groups below overlap (Camel reuses protocol names).
      Set.copyOf(
          List.of(
          // IANA permanent
          "aaa", "aaas", "about", "acap", "acct", "cap", "cid", "coap", "coap+tcp", "coap+ws",
          "coaps", "coaps+tcp", "coaps+ws", "crid", "data", "dav", "dict", "dns", "example",
          "file", "ftp", "geo", "go", "gopher", "h323", "http", "https", "iax", "icap", "im",
          "imap", "info", "ipp", "ipps", "iris", "jabber", "ldap", "leaptofrogans", "mailto",
          "mid", "msrp", "msrps", "mtqp", "mupdate", "news", "nfs", "ni", "nih", "nntp",
          "opaquelocktoken", "pkcs11", "pop", "pres", "reload", "rtsp", "rtsps", "rtspu",
          "service", "session", "shttp", "sieve", "sip", "sips", "sms", "snmp", "soap.beep",
          "soap.beeps", "stun", "stuns", "tag", "tel", "telnet", "tftp", "thismessage", "tip",
          "tn3270", "turn", "turns", "tv", "urn", "vemmi", "vnc", "ws", "wss", "xcon",
          "xcon-userid", "xmlrpc.beep", "xmlrpc.beeps", "xmpp", "z39.50r", "z39.50s",
          // IANA historical / provisional, seen in the wild
          "afp", "afs", "android-app", "attachment", "blob", "bitcoin", "chrome",
          "chrome-extension", "content", "cvs", "dtn", "ed2k", "facetime", "fax", "feed",
          "finger", "fish", "ftps", "git", "gtalk", "hdl", "irc", "irc6", "ircs", "itms",
          "jar", "javascript", "ldaps", "ldapi", "magnet", "maps", "market", "matrix", "modem",
          "moz-extension", "ms-settings", "mms", "mvn", "nats", "prospero", "psyc", "proxy",
          "redis", "rediss", "resource", "rmi", "rsync", "s3", "secondlife", "sftp", "skype",
          "smb", "snews", "spotify", "ssh", "steam", "svn", "svn+ssh", "teamspeak", "things",
          "udp", "ut2004", "view-source", "wais", "webcal", "wtai", "wyciwyg", "xri", "ymsgr",
          "zoommtg", "ws+unix", "http+unix", "unix", "npipe", "tcp", "tls", "ssl", "quic",
          "mqtt", "mqtts", "amqp", "amqps", "stomp", "stomp+ssl", "zk", "zookeeper", "kafka",
          "memcached", "mongodb", "mongodb+srv", "postgres", "postgresql", "mysql", "mariadb",
          "sqlite", "oracle", "sqlserver", "mssql", "cassandra", "neo4j", "neo4j+s", "bolt",
          "bolt+s", "couchbase", "couchbases", "elasticsearch", "etcd", "consul", "vault",
          "grpc", "grpcs", "dns+srv", "docker", "oci", "ipfs", "ipns", "dweb", "web+ap",
          "otpauth", "sms", "whatsapp", "tg", "slack", "msteams", "zoomus", "vscode",
          "vscode-insiders", "idea", "intellij", "x-apple-data-detectors",
          // Java ecosystem and build tools
          "jdbc", "odbc", "r2dbc", "classpath", "classpath*", "vfs", "vfszip", "vfsfile",
          "bundle", "bundleresource", "bundleentry", "jrt", "nested", "wsjar", "zip", "jndi",
          "java", "jms", "jmx", "jnp", "iiop", "corbaname", "corbaloc", "t3", "t3s", "ejb",
          "scm", "gav", "maven", "ivy", "sbt", "gradle", "artifact", "platform", "plugin",
          "jetty", "tomcat", "undertow", "netty", "vm", "local", "embed", "mem",
          // Cloud and big-data storage
          "gs", "gcs", "s3a", "s3n", "hdfs", "webhdfs", "swebhdfs", "viewfs", "abfs", "abfss",
          "wasb", "wasbs", "adl", "oss", "cos", "obs", "r2", "az", "azure", "dbfs", "alluxio",
          "ftpfs", "har", "sftpfs", "minio", "arn", "gcp", "k8s", "kubernetes",
          "war", "ear", "fileb"));

  // Apache Camel components and Spring Integration prefixes: "direct:start", "jms:queue:x".
  private static final Set<String> ENDPOINT_PREFIXES =
      Set.copyOf(
          List.of(
          "direct", "direct-vm", "seda", "vm", "timer", "scheduler", "quartz", "cron", "log",
          "mock", "dataset", "bean", "class", "controlbus", "activemq", "amqp", "rabbitmq",
          "spring-rabbitmq", "sjms", "sjms2", "paho", "paho-mqtt5", "netty-http", "jetty",
          "rest", "rest-api", "platform-http", "servlet", "cxf", "cxfrs", "spring-ws",
          "sql", "jpa", "jdbc", "mybatis", "mongodb", "aws2-s3", "aws2-sqs", "aws2-sns",
          "aws-s3", "aws-sqs", "sqs", "sns", "kinesis", "lambda", "file-watch", "smtp", "smtps",
          "pop3", "pop3s", "imaps", "xslt", "xquery", "velocity", "freemarker", "mustache",
          "language", "validator", "ref", "stub", "event", "websocket", "vertx", "vertx-http",
          "knative", "kamelet", "google-pubsub", "pubsub", "azure-storage-blob",
          "azure-servicebus", "ldif", "splunk", "elasticsearch-rest", "opensearch", "solr",
          "telegram", "twitter", "github", "git", "stream", "exec", "ssh", "scp", "jt400",
          "micrometer", "metrics", "crypto", "dozer", "atom", "rss", "hl7", "mina", "nagios",
          "zookeeper-master", "master", "jgroups", "infinispan", "hazelcast", "ehcache",
          "caffeine-cache", "redis", "spring-redis", "spring-event", "spring-batch",
          "spring-integration", "spring-ldap", "spring-jdbc"));

  private KnownSchemes() {}

  /** Whether {@code scheme} (any case) is registered or commonly used. */
  public static boolean isWellKnown(String scheme) {
    return SCHEMES.contains(scheme.toLowerCase(Locale.ROOT));
  }

  /** Whether {@code name} is an integration framework's endpoint prefix ({@code direct}, {@code seda}...). */
  public static boolean isEndpointPrefix(String name) {
    return ENDPOINT_PREFIXES.contains(name.toLowerCase(Locale.ROOT));
  }

  /** Every known scheme, lower case. */
  public static Set<String> wellKnown() {
    return SCHEMES;
  }
}
