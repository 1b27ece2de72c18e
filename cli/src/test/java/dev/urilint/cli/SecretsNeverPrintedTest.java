package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One masking model, every rendering: a password planted in the shapes that leaked (nested and
 * shell placeholder defaults, quotes and spaces in a password, an authority without "//", a
 * finding inside the password, and a password the file spells with escapes, entities,
 * continuation lines or a concatenation, or fills from the file itself, and a URL inside a Java
 * string that is no URI: XML in a text block, a log message) appears in no output of any command: text, JSON and
 * SARIF reports, {@code --show-source}, a written baseline, {@code lint} and {@code explain}.
 * Each file holds one shape so that a failure names it; {@code Pl4} and {@code Qz7} are checked
 * too, since a source line can show half a password.
 */
class SecretsNeverPrintedTest {

  private static final List<String> PIECES = List.of("Pl4", "Qz7");

  @TempDir Path project;

  private CliRun cli;

  @BeforeEach
  void writeTheProject() throws IOException {
    write("nested.yml", "url: https://bob:${P:${Q:Pl4Qz7}}@api.corp.com/\n");
    write("shell.toml", "url = \"https://bob:${PW-Pl4Qz7}@api.corp.com/\"\n");
    write("quote.yml", "url: \"https://bob:it's-Pl4Qz7@api.corp.com/\"\n");
    write("space.yml", "url: \"https://bob:a Pl4Qz7@api.corp.com/\"\n");
    write("jdbc.properties", "db.url=jdbc:mysql://db/app?user=a&password='Pl4Qz7 x'\n");
    write("braces.properties", "db.url=jdbc:sqlserver://db;user=sa;password={x}}Pl4Qz7};encrypt=true\n");
    write("slashless.yml", "url: http:bob:Pl4Qz7@api.corp.com/\n");
    write("backslash.yml", "url: https://bob:Pl4Qz7\\\\x@api.corp.com/\n");
    write("partial.yml", "url: https://bob:Pl4Qz7%2541@api.corp.com/\n");
    write("escaped.json", "{\n  \"url\": \"https:\\/\\/bob:Pl4Qz7\\u0040api.corp.com\\/\"\n}\n");
    write("entity.xml", "<config>\n  <url>https://bob:Pl4Qz7&#64;api.corp.com/</url>\n</config>\n");
    write("continued.properties", "url=https://bob:Pl4\\\n    Qz7@api.corp.com/\n");
    write("filled.properties", "db.pw=Pl4Qz7\ndb.url=jdbc:postgresql://app:${db.pw}@db/app\n");
    write("filled.conf", "db { pw = Pl4Qz7, url = \"jdbc:mysql://app:\"${db.pw}\"@db/app\" }\n");
    write("Client.java", "class Client {\n  java.net.URI u = java.net.URI.create(\"https://bob:\"\n      + \"Pl4Qz7@api.corp.com/\");\n}\n");
    // Java strings that are no URI: XML in a text block, a log message (the URIs inside them)
    write("Beans.java", "class Beans {\n  static final String XML = \"\"\"\n      <beans xmlns:xsi=\"http://deploy:Pl4Qz7@www.w3.org/2001/XMLSchema-instance\"/>\n      \"\"\";\n}\n");
    write("Log.java", "class Log {\n  void log(String h) {\n    System.out.println(\"connecting to jdbc:postgresql://app:Pl4Qz7@db/x as \" + h);\n  }\n}\n");
    // The same password again on its line, as a plain value and as a template default.
    write("repeated.json", "{\"pw\": \"Pl4Qz7\", \"url\": \"https://app:Pl4Qz7@db.corp.com/\"}\n");
    write("default.json", "{\"a\": \"${PW:Pl4Qz7}\", \"b\": \"https://u:${PW:Pl4Qz7}@db.corp.com/\"}\n");
    // A '#' in the password: the message names the '#', nothing else of it.
    write("hash.yml", "url: mongodb://app:Pl4Qz7#x@db.corp.com/\n");
    // Java: a local assigned once, a field's initializer, a format argument, a formatted string.
    write("Held.java", "class Held {\n  static String PW = \"Pl4Qz7\";\n  void f() {\n    String pw = \"Pl4Qz7\";\n"
        + "    java.net.URI.create(\"https://app:\" + pw + \"@db.corp.com/\");\n"
        + "    java.net.URI.create(\"https://app:\" + PW + \"@db.corp.com/\");\n"
        + "    java.net.URI.create(String.format(\"https://app:%s@db.corp.com/\", \"Pl4Qz7\"));\n"
        + "    java.net.URI.create(\"https://app:%s@db.corp.com/\".formatted(\"Pl4Qz7\"));\n  }\n}\n");
    cli = CliRun.plain().inDirectory(project);
  }

  @Test
  void everyFileHasItsFinding() {
    CliRun.Outcome o = cli.execute("check", "--fail-on", "never");
    for (String file : List.of("nested.yml", "shell.toml", "quote.yml", "space.yml", "jdbc.properties",
        "braces.properties", "slashless.yml", "backslash.yml", "partial.yml", "escaped.json",
        "entity.xml", "continued.properties", "filled.properties", "filled.conf", "Client.java", "Beans.java",
        "Log.java", "repeated.json", "default.json", "hash.yml", "Held.java")) {
      assertThat(o.out()).as(file).contains("config/" + file + ":");
    }
  }

  @ParameterizedTest(name = "check {0}")
  @ValueSource(strings = {"text", "json", "sarif"})
  void noReportShowsIt(String format) {
    assertNoPiece(cli.execute("check", "--format", format).out());
  }

  @Test
  void noSourceLineShowsIt() {
    CliRun.Outcome o = cli.execute("check", "--show-source");
    assertThat(o.out()).contains("****");
    assertNoPiece(o.out());
  }

  @Test
  void noBaselineHoldsIt() throws IOException {
    cli.execute("check", "--write-baseline", "baseline.json");
    assertNoPiece(Files.readString(project.resolve("baseline.json")));
  }

  @ParameterizedTest(name = "lint and explain {0}")
  @ValueSource(strings = {
      "https://bob:${P:${Q:Pl4Qz7}}@api.corp.com/",
      "https://bob:${PW-Pl4Qz7}@api.corp.com/",
      "https://bob:it's-Pl4Qz7@api.corp.com/",
      "https://bob:a Pl4Qz7@api.corp.com/",
      "jdbc:mysql://db/app?user=a&password='Pl4Qz7 x'",
      "jdbc:sqlserver://db;user=sa;password={x}}Pl4Qz7};encrypt=true",
      "http:bob:Pl4Qz7@api.corp.com/",
      "http:/bob:Pl4Qz7@api.corp.com",
      "https://bob:Pl4Qz7\\x@api.corp.com/",
      "https://bob:Pl4Qz7%2541@api.corp.com/",
      "mongodb://app:Pl4Qz7#x@db.corp.com/",
      "https://bob:Pl4Qz7@api.corp.com/a/./b?token=Pl4Qz7"})
  void lintAndExplainShowNoneOfIt(String uri) {
    assertNoPiece(CliRun.withInput(uri + "\n").execute("lint", "--stdin").out());
    CliRun.Outcome explained = CliRun.plain().execute("explain", uri);
    assertNoPiece(explained.out() + explained.err());
  }

  private void write(String name, String content) throws IOException {
    Path file = project.resolve("config").resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content);
  }

  private static void assertNoPiece(String output) {
    List<String> found = new ArrayList<>();
    for (String piece : PIECES) {
      for (String line : output.lines().toList()) {
        if (line.contains(piece)) {
          found.add(line);
        }
      }
    }
    assertThat(found).as("lines showing the planted password").isEmpty();
  }
}
