package dev.urilint.scheme;

/**
 * The registry's data for the schemes of the ecosystems urilint's users live in: the Java and
 * build tools, cloud storage, ActiveMQ and Artemis transports, Spring Cloud Gateway and Apache
 * Camel endpoints. Same columns as {@link SchemeTable}; read once by {@link SchemeRegistry}.
 *
 * <p>Sources: Apache Camel's component list; ActiveMQ's and Artemis's transport documentation;
 * Spring Cloud Gateway's route URIs; each tool's own documentation of its URL forms.
 */
final class EcosystemSchemeTable {

  private EcosystemSchemeTable() {}

  static final String ROWS =
      """
      # Java and build ecosystem
      jndi           -     none  o  -      -    ecosystem
      jrt            -     none  o  -      -    ecosystem
      jmx            -     none  o  -      -    ecosystem
      service        -     none  o  -      -    ecosystem
      rmi            -     opt   h  -      -    ecosystem
      iiop           -     opt   h  -      -    ecosystem
      corbaname      -     none  o  -      -    ecosystem
      corbaloc       -     none  o  -      -    ecosystem
      scm            -     none  o  -      c    ecosystem
      bundle         -     name  h  -      -    ecosystem
      bundleentry    -     name  h  -      -    ecosystem
      bundleresource -     name  h  -      -    ecosystem
      wrap           -     none  o  -      -    ecosystem
      mvn            -     none  o  -      -    ecosystem
      vfs            -     none  o  -      -    ecosystem
      vfsfile        -     none  o  -      -    ecosystem
      vfszip         -     none  o  -      -    ecosystem
      resource       -     none  o  -      -    ecosystem
      res            -     none  o  -      -    ecosystem
      antlib         -     none  o  -      -    ecosystem
      chrome         -     name  h  -      -    ecosystem
      chrome-extension -   name  h  -      -    ecosystem
      moz-extension  -     name  h  -      -    ecosystem
      edge           -     name  h  -      -    ecosystem
      view-source    -     none  o  -      -    ecosystem
      odbc           -     none  o  -      -    ecosystem
      ear            -     none  o  -      -    ecosystem
      war            -     none  o  -      -    ecosystem
      wsjar          -     none  o  -      -    ecosystem
      ejb            -     none  o  -      -    ecosystem
      fileb          -     opt   h  -      -    ecosystem
      ftpfs          -     opt   h  -      -    ecosystem
      har            -     none  o  -      -    ecosystem
      nested         -     none  o  -      -    ecosystem
      jnp            -     opt   h  -      -    ecosystem
      t3             -     opt   h  -      -    ecosystem
      t3s            -     opt   h  -      -    ecosystem
      r2dbc          -     none  o  -      -    ecosystem
      mssql          -     opt   h  -      -    ecosystem
      sqlite         -     none  o  -      -    ecosystem
      neo4j          -     opt   h  -      -    ecosystem
      neo4j+s        -     opt   h  -      -    ecosystem
      bolt           -     opt   h  -      -    ecosystem
      bolt+s         -     opt   h  -      -    ecosystem
      svn+ssh        22    opt   h  -      -    ecosystem
      git+ssh        22    opt   h  -      -    ecosystem
      ssh+git        22    opt   h  -      -    ecosystem
      vertx-reactive -     none  o  -      -    ecosystem
      # cloud and storage
      s3a            -     name  h  -      -    ecosystem
      s3n            -     name  h  -      -    ecosystem
      gcs            -     name  h  -      -    ecosystem
      abfs           -     opt   h  -      -    ecosystem
      abfss          -     opt   h  -      -    ecosystem
      wasb           -     opt   h  -      -    ecosystem
      wasbs          -     opt   h  -      -    ecosystem
      adl            -     opt   h  -      -    ecosystem
      hdfs           -     opt   h  -      -    ecosystem
      webhdfs        -     opt   h  -      -    ecosystem
      swebhdfs       -     opt   h  -      -    ecosystem
      viewfs         -     name  h  -      -    ecosystem
      dbfs           -     name  h  -      -    ecosystem
      alluxio        -     opt   h  -      -    ecosystem
      oss            -     name  h  -      -    ecosystem
      cos            -     name  h  -      -    ecosystem
      swift          -     name  h  -      -    ecosystem
      az             -     name  h  -      -    ecosystem
      arn            -     none  o  -      -    ecosystem
      docker         -     name  h  -      -    ecosystem
      oci            -     name  h  -      -    ecosystem
      k8s            -     name  h  -      -    ecosystem
      vault          -     opt   h  -      -    ecosystem
      hive2          -     opt   h  -      -    ecosystem
      thrift         -     opt   h  -      -    ecosystem
      dubbo          -     opt   h  -      -    ecosystem
      # service registries and configuration centres (Dubbo's registry addresses; zookeeper is in SchemeTable)
      consul         -     opt   h  -      -    registry
      etcd           -     opt   h  -      -    registry
      nacos          -     opt   h  -      -    registry
      registry       -     opt   h  -      -    registry
      # ActiveMQ and Artemis transports and destinations
      vm             -     name  h  -      -    messaging
      nio            -     opt   h  -      -    messaging
      nio+ssl        -     opt   h  -      -    messaging
      ssl            -     opt   h  -      -    messaging
      auto           -     opt   h  -      -    messaging
      auto+nio       -     opt   h  -      -    messaging
      auto+ssl       -     opt   h  -      -    messaging
      auto+nio+ssl   -     opt   h  -      -    messaging
      mqtt+nio       -     opt   h  -      -    messaging
      stomp+ssl      -     opt   h  -      -    messaging
      stomp+nio      -     opt   h  -      -    messaging
      amqp+ssl       -     opt   h  -      -    messaging
      amqp+nio       -     opt   h  -      -    messaging
      failover       -     none  o  -      -    messaging
      static         -     none  o  -      -    messaging
      masterslave    -     none  o  -      -    messaging
      fanout         -     none  o  -      -    messaging
      discovery      -     none  o  -      -    messaging
      multicast      -     name  h  -      -    messaging
      zeroconf       -     name  h  -      -    messaging
      peer           -     name  h  -      -    messaging
      broker         -     none  o  -      -    messaging
      xbean          -     none  o  -      -    messaging
      properties     -     none  o  -      -    messaging
      jgroups        -     name  h  -      -    messaging
      queue          -     name  h  -      -    messaging
      topic          -     name  h  -      -    messaging
      temp-queue     -     name  h  -      -    messaging
      temp-topic     -     name  h  -      -    messaging
      # Spring Cloud Gateway
      lb             -     name  h  -      -    gateway
      forward        -     none  o  -      -    gateway
      # Apache Camel components and Spring Integration channels
      direct         -     name  h  -      -    camel
      direct-vm      -     name  h  -      -    camel
      seda           -     name  h  -      -    camel
      timer          -     name  h  -      -    camel
      scheduler      -     name  h  -      -    camel
      quartz         -     name  h  -      -    camel
      cron           -     name  h  -      -    camel
      bean           -     name  h  -      -    camel
      class          -     name  h  -      -    camel
      log            -     name  h  -      -    camel
      mock           -     name  h  -      -    camel
      stub           -     name  h  -      -    camel
      dataset        -     name  h  -      -    camel
      ref            -     name  h  -      -    camel
      controlbus     -     name  h  -      -    camel
      stream         -     name  h  -      -    camel
      activemq       -     name  h  -      -    camel
      sjms           -     name  h  -      -    camel
      sjms2          -     name  h  -      -    camel
      rabbitmq       -     name  h  -      -    camel
      spring-rabbitmq -    name  h  -      -    camel
      paho           -     name  h  -      -    camel
      paho-mqtt5     -     name  h  -      -    camel
      netty          -     name  h  -      -    camel
      netty-http     -     name  h  -      -    camel
      jetty          -     name  h  -      -    camel
      undertow       -     name  h  -      -    camel
      platform-http  -     name  h  -      -    camel
      rest           -     name  h  -      -    camel
      rest-api       -     name  h  -      -    camel
      servlet        -     name  h  -      -    camel
      cxf            -     name  h  -      -    camel
      cxfrs          -     name  h  -      -    camel
      sql            -     name  h  -      -    camel
      sql-stored     -     name  h  -      -    camel
      jpa            -     name  h  -      -    camel
      elasticsearch  -     name  h  -      -    camel
      elasticsearch-rest - name  h  -      -    camel
      aws2-s3        -     name  h  -      -    camel
      aws2-sqs       -     name  h  -      -    camel
      aws2-sns       -     name  h  -      -    camel
      aws2-kinesis   -     name  h  -      -    camel
      aws-s3         -     name  h  -      -    camel
      aws-sqs        -     name  h  -      -    camel
      google-pubsub  -     name  h  -      -    camel
      azure-storage-blob - name  h  -      -    camel
      azure-servicebus -   name  h  -      -    camel
      file-watch     -     name  h  -      -    camel
      pop3s          -     opt   h  -      -    camel
      exec           -     name  h  -      -    camel
      xslt           -     name  h  -      -    camel
      validator      -     name  h  -      -    camel
      velocity       -     name  h  -      -    camel
      freemarker     -     name  h  -      -    camel
      language       -     name  h  -      -    camel
      micrometer     -     name  h  -      -    camel
      metrics        -     name  h  -      -    camel
      kamelet        -     name  h  -      -    camel
      knative        -     name  h  -      -    camel
      master         -     name  h  -      -    camel
      cql            -     name  h  -      -    camel
      spring-batch   -     name  h  -      -    camel
      spring-integration - name  h  -      -    camel
      spring-event   -     name  h  -      -    camel
      websocket      -     name  h  -      -    camel
      vertx          -     name  h  -      -    camel
      channel        -     name  h  -      -    camel
      atom           -     name  h  -      -    camel
      caffeine-cache -     name  h  -      -    camel
      crypto         -     name  h  -      -    camel
      dozer          -     name  h  -      -    camel
      ehcache        -     name  h  -      -    camel
      hazelcast      -     name  h  -      -    camel
      hl7            -     name  h  -      -    camel
      infinispan     -     name  h  -      -    camel
      jt400          -     name  h  -      -    camel
      mina           -     name  h  -      -    camel
      mybatis        -     name  h  -      -    camel
      nagios         -     name  h  -      -    camel
      opensearch     -     name  h  -      -    camel
      rss            -     name  h  -      -    camel
      solr           -     name  h  -      -    camel
      splunk         -     name  h  -      -    camel
      spring-jdbc    -     name  h  -      -    camel
      spring-ldap    -     name  h  -      -    camel
      spring-redis   -     name  h  -      -    camel
      spring-ws      -     name  h  -      -    camel
      xquery         -     name  h  -      -    camel
      """;
}
