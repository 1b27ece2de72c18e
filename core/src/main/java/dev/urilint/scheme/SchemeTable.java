package dev.urilint.scheme;

/**
 * The registry's data for standard schemes (the typo targets first, then RFC and IANA schemes),
 * one scheme per line, read once by {@link SchemeRegistry}; the schemes of the Java, cloud and
 * messaging ecosystems are in {@link EcosystemSchemeTable}, in the same columns.
 *
 * <p>Columns: name; default port ({@code -} none: listed where the scheme's specification
 * defines the port its URIs omit, RFC 3986 §6.2.3; a database's or broker's usual port is a
 * convention of its server, written out in practice, so it is not listed); host ({@code req} a network address every URI
 * names, {@code opt} a network address that may be left out, {@code name} a name that is not a
 * network address, {@code none} no authority); {@code h} hierarchical or {@code o} not; cleartext
 * ({@code -} no, {@code !} yes without a drop-in replacement, else its secure alternative); flags
 * ({@code c} common enough that {@code scheme:} marks a URI in text, {@code r} an empty path is
 * {@code "/"}, {@code t} a typo target of {@code unknown-scheme}, {@code -} none); dialect.
 *
 * <p>Sources: RFC 3986 §6.2.3 and the scheme RFCs for ports and hosts (RFC 9110 §4.2 http/https,
 * RFC 6455 §3 ws/wss, RFC 1738 §3 ftp/telnet/gopher/nntp/wais/prospero, RFC 4516 ldap, RFC 8089
 * file, RFC 7826 rtsp, RFC 7252 coap); the IANA URI scheme registry; Apache Camel's component
 * list; ActiveMQ's and Artemis's transport documentation; Spring Cloud Gateway's route URIs.
 * The typo targets come first, in the order {@code unknown-scheme} breaks ties.
 */
final class SchemeTable {

  private SchemeTable() {}

  static final String ROWS =
      """
      # typo targets (unknown-scheme's suggestions, in tie-break order)
      http           80    req   h  https  crt  standard
      https          443   req   h  -      crt  standard
      file           -     opt   h  -      ct   standard
      ftp            21    req   h  !      ct   standard
      ftps           990   req   h  -      ct   standard
      sftp           22    req   h  -      ct   standard
      ssh            22    req   h  -      ct   standard
      ldap           389   opt   h  ldaps  ct   standard
      ldaps          636   opt   h  -      ct   standard
      jdbc           -     none  o  -      ct   jdbc
      mailto         -     none  o  -      ct   standard
      classpath      -     none  o  -      t    ecosystem
      # RFC 6455, RFC 1738 and other standard schemes with a server
      ws             80    req   h  wss    cr   standard
      wss            443   req   h  -      cr   standard
      telnet         23    req   h  !      c    standard
      gopher         70    req   h  -      c    standard
      nntp           119   req   h  -      c    standard
      wais           210   req   h  -      c    standard
      prospero       1525  req   h  -      c    standard
      rtsp           554   req   h  -      -    standard
      rtsps          322   req   h  -      -    standard
      git            -     req   h  -      c    standard
      news           -     opt   o  -      c    standard
      urn            -     none  o  -      c    standard
      data           -     none  o  -      c    standard
      tel            -     none  o  -      c    standard
      jar            -     none  o  -      c    ecosystem
      redis          -     opt   h  -      c    standard
      rediss         -     opt   h  -      c    standard
      mongodb        -     opt   h  -      c    standard
      mongodb+srv    -     opt   h  -      c    standard
      amqp           -     opt   h  -      c    standard
      amqps          -     opt   h  -      c    standard
      mqtt           -     opt   h  -      c    standard
      mqtts          -     opt   h  -      c    standard
      postgresql     -     opt   h  -      c    standard
      postgres       -     opt   h  -      c    standard
      mysql          -     opt   h  -      c    standard
      s3             -     name  h  -      c    ecosystem
      gs             -     name  h  -      c    ecosystem
      svn            -     opt   h  -      c    standard
      irc            -     opt   h  -      c    standard
      ircs           -     opt   h  -      c    standard
      xmpp           -     none  o  -      c    standard
      sip            -     none  o  -      c    standard
      sips           -     none  o  -      c    standard
      smtp           -     opt   h  -      c    standard
      smtps          -     opt   h  -      c    standard
      imap           -     opt   h  -      c    standard
      imaps          -     opt   h  -      c    standard
      pop3           -     opt   h  -      c    standard
      nfs            -     opt   h  -      c    standard
      smb            -     opt   h  -      c    standard
      tcp            -     opt   h  -      c    messaging
      udp            -     opt   h  -      c    messaging
      grpc           -     opt   h  -      c    standard
      grpcs          -     opt   h  -      c    standard
      h2             -     none  o  -      c    ecosystem
      jms            -     none  o  -      c    camel
      # more IANA permanent and provisional schemes
      snews          563   opt   h  -      -    standard
      scp            22    opt   h  -      -    standard
      tag            -     none  o  -      -    standard
      about          -     none  o  -      -    standard
      blob           -     none  o  -      -    standard
      javascript     -     none  o  -      -    standard
      sms            -     none  o  -      -    standard
      mms            -     opt   h  -      -    standard
      fax            -     none  o  -      -    standard
      geo            -     none  o  -      -    standard
      pop            -     opt   h  -      -    standard
      pops           -     opt   h  -      -    standard
      rtmp           -     opt   h  -      -    standard
      cifs           -     opt   h  -      -    standard
      afp            -     opt   h  -      -    standard
      dns            -     opt   h  -      -    standard
      dict           -     opt   h  -      -    standard
      cvs            -     opt   h  -      -    standard
      magnet         -     none  o  -      -    standard
      market         -     name  h  -      -    standard
      intent         -     none  o  -      -    standard
      content        -     name  h  -      -    standard
      android-app    -     name  h  -      -    standard
      ipp            -     opt   h  -      -    standard
      ipps           -     opt   h  -      -    standard
      coap           5683  opt   h  -      -    standard
      coaps          5684  opt   h  -      -    standard
      stomp          -     opt   h  -      -    messaging
      stomps         -     opt   h  -      -    messaging
      mariadb        -     opt   h  -      -    standard
      sqlserver      -     opt   h  -      -    standard
      oracle         -     opt   h  -      -    standard
      cassandra      -     opt   h  -      -    standard
      couchbase      -     opt   h  -      -    standard
      couchbases     -     opt   h  -      -    standard
      memcached      -     opt   h  -      -    standard
      zookeeper      -     opt   h  -      -    registry
      kafka          -     opt   h  -      -    standard
      nats           -     opt   h  -      -    standard
      tls            -     opt   h  -      -    standard
      unix           -     name  h  -      -    standard
      npipe          -     name  h  -      -    standard
      dav            -     opt   h  -      c    standard
      davs           -     opt   h  -      -    standard
      webcal         -     opt   h  -      -    standard
      feed           -     opt   h  -      -    standard
      bitcoin        -     none  o  -      -    standard
      ethereum       -     none  o  -      -    standard
      steam          -     name  h  -      -    standard
      spotify        -     none  o  -      -    standard
      slack          -     name  h  -      -    standard
      zoommtg        -     name  h  -      -    standard
      msteams        -     name  h  -      -    standard
      vscode         -     name  h  -      -    standard
      zip            -     none  o  -      -    ecosystem
      wasm           -     none  o  -      -    standard
      did            -     none  o  -      -    standard
      otpauth        -     name  h  -      -    standard
      payto          -     name  h  -      -    standard
      facetime       -     none  o  -      -    standard
      callto         -     none  o  -      -    standard
      skype          -     none  o  -      -    standard
      cid            -     none  o  -      -    standard
      mid            -     none  o  -      -    standard
      info           -     none  o  -      -    standard
      oid            -     none  o  -      -    standard
      doi            -     none  o  -      -    standard
      uuid           -     none  o  -      -    standard
      isbn           -     none  o  -      -    standard
      ni             -     name  h  -      -    standard
      nih            -     none  o  -      -    standard
      hdl            -     none  o  -      -    standard
      aaa            -     opt   h  -      -    standard
      aaas           -     opt   h  -      -    standard
      acap           -     opt   h  -      -    standard
      acct           -     none  o  -      -    standard
      afs            -     name  h  -      -    standard
      attachment     -     none  o  -      -    standard
      cap            -     opt   h  -      -    standard
      coap+tcp       5683  opt   h  -      -    standard
      coap+ws        80    opt   h  -      -    standard
      coaps+tcp      5684  opt   h  -      -    standard
      coaps+ws       443   opt   h  -      -    standard
      crid           -     name  h  -      -    standard
      dns+srv        -     opt   h  -      -    standard
      ed2k           -     none  o  -      -    standard
      finger         79    opt   h  -      -    standard
      h323           -     none  o  -      -    standard
      iax            -     opt   o  -      -    standard
      icap           -     opt   h  -      -    standard
      irc6           -     opt   h  -      -    standard
      iris           -     none  o  -      -    standard
      itms           -     name  h  -      -    standard
      jabber         -     none  o  -      -    standard
      ldapi          -     name  h  -      -    standard
      leaptofrogans  -     none  o  -      -    standard
      msrp           -     opt   h  -      -    standard
      msrps          -     opt   h  -      -    standard
      mtqp           -     opt   h  -      -    standard
      mupdate        -     opt   h  -      -    standard
      opaquelocktoken -    none  o  -      -    standard
      pkcs11         -     none  o  -      -    standard
      pres           -     none  o  -      -    standard
      reload         -     none  o  -      -    standard
      rsync          -     opt   h  -      -    standard
      rtspu          554   opt   h  -      -    standard
      shttp          80    opt   h  -      -    standard
      sieve          -     opt   h  -      -    standard
      snmp           -     opt   h  -      -    standard
      soap.beep      -     opt   h  -      -    standard
      soap.beeps     -     opt   h  -      -    standard
      stun           -     none  o  -      -    standard
      stuns          -     none  o  -      -    standard
      teamspeak      -     opt   h  -      -    standard
      tftp           69    opt   h  -      -    standard
      thismessage    -     none  o  -      -    standard
      tip            -     opt   h  -      -    standard
      tn3270         23    opt   h  -      -    standard
      turn           -     none  o  -      -    standard
      turns          -     none  o  -      -    standard
      vemmi          575   opt   h  -      -    standard
      vnc            -     opt   h  -      -    standard
      xcon           -     none  o  -      -    standard
      xcon-userid    -     none  o  -      -    standard
      xmlrpc.beep    -     opt   h  -      -    standard
      xmlrpc.beeps   -     opt   h  -      -    standard
      z39.50r        210   opt   h  -      -    standard
      z39.50s        210   opt   h  -      -    standard
      xri            -     name  h  -      -    standard
      dtn            -     name  h  -      -    standard
      ipfs           -     name  h  -      -    standard
      ipns           -     name  h  -      -    standard
      spiffe         -     name  h  -      -    standard
      quic           -     opt   h  -      -    standard
      http2          -     opt   h  -      -    standard
      h2c            -     opt   h  -      -    standard
      h3             -     opt   h  -      -    standard
      http+unix      -     name  h  -      -    ecosystem
      ws+unix        -     name  h  -      -    ecosystem
      """;
}
