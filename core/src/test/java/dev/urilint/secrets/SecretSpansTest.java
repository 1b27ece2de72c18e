package dev.urilint.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SecretSpansTest {

  /** Each secret as {@code U:}, {@code O:} or {@code P:} (its kind) and its text, {@code ~} when a placeholder; "-" for none. */
  private static String found(String text) {
    String all =
        SecretSpans.find(text).stream()
            .map(s -> s.kind().name().charAt(0) + ":" + (s.placeholder() ? "~" : "") + s.span().of(text))
            .collect(Collectors.joining(" "));
    return all.isEmpty() ? "-" : all;
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          # text                                   | secrets in order of start
          "http://u:p@h/"                          | "U:p"
          "http://u:p/q@h/"                        | "U:p/q"
          "http://h:8080/users/@me"                | "-"
          # a mail-sender URL of a Helm chart's values: the '@' is in the query, after a placeholder port
          "smtp://{{smtp.host}}:{{smtp.port}}?from=a@localhost" | "-"
          "smtp://${SMTP_HOST}:${SMTP_PORT}?from=noreply@acme.io" | "-"
          "smtp://{{smtp.host}}:{{smtp.pass}}@relay/" | "U:~{{smtp.pass}}"
          "https://www.google.com:443@evil.com/"   | "-"
          "https://a.b:12345@evil.com/"            | "U:12345"
          "https://a.b:123456@evil.com/"           | "U:123456"
          "https://ab:443@evil.com/"               | "U:443"
          "https://a.b:@h/"                        | "-"
          "http://u:****@h/"                       | "-"
          "http://u:{{ .Values.pw }}@h/"           | "U:~{{ .Values.pw }}"
          "http://u:${P}@h/"                       | "U:~${P}"
          "http://u:${P}x@h/"                      | "U:${P}x"
          "http://u:${A:${B}}@h/"                  | "U:~${A:${B}}"
          "http://u:${P:hunter2}@h/"               | "U:hunter2"
          "http://u:${P:-hunter2}@h/"              | "U:hunter2"
          "http://u:${db.pass:=hunter2}@h/"        | "U:hunter2"
          "http://u:${P:}@h/"                      | "U:~${P:}"
          "https://h/?token=${T:abc}&x=1"          | "P:abc"
          "http://u:${A}${B}@h/"                   | "U:${A}${B}"
          "http://u:${A}x}@h/"                     | "U:${A}x}"
          "http://u:${}@h/"                        | "U:${}"
          "http://u:$(P)@h/"                       | "U:$(P)"
          "http://u:$()@h/"                        | "U:$()"
          "http://u:$P_1@h/"                       | "U:$P_1"
          "http://u:$a@h/"                         | "U:$a"
          "http://u:${Hunter2!}@h/"                | "U:${Hunter2!}"
          "http://u:$DB_PASS@h/"                   | "U:$DB_PASS"
          "jdbc:oracle:OCI8:scott/tiger@db"        | "O:tiger"
          "jdbc:oracle:thin:scott/""ti ger""@db"    | "O:ti ger"
          "http://u:$P-1@h/"                       | "U:$P-1"
          "http://u:$@h/"                          | "U:$"
          "http://u:${P)@h/"                       | "U:${P)"
          "jdbc:oracle:thin:scott/tiger@db:1521/x" | "O:tiger"
          "jdbc:oracle:oci:scott/tiger@db"         | "O:tiger"
          "jdbc:oracle:thin:@//db:1521/svc"        | "-"
          "jdbc:oracle:thin:scott//x@db"           | "-"
          "https://h/?password=pw&x=1"             | "P:pw"
          "https://h/?token=&x=1"                  | "-"
          "https://h/?=pw"                         | "-"
          "jdbc:x://h;password={a;b};x=1"          | "P:{a;b}"
          "https://h/?password={{ a b }}&x=1"      | "P:~{{ a b }}"
          "token=t&url=http://u:p@h/"              | "P:t U:p"
          "http://u:p@h/?token=t"                  | "U:p P:t"
          """)
  void findsEverySecretInOrderOfStart(String text, String secrets) {
    assertThat(found(text)).isEqualTo(secrets);
  }
}
