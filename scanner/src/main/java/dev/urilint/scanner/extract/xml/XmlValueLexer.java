package dev.urilint.scanner.extract.xml;

import dev.urilint.lint.Usage;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.KeyPath;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.extract.ValueBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Walks the raw text of a well-formed XML document (checked by StAX first) and collects
 * attribute values and text runs with the offset of each char: predefined entities and character
 * references map to their {@code &} (a DTD's entity keeps its raw {@code &name;}), attribute-value normalization (a literal tab or line break is a space)
 * and line-end normalization ({@code \r\n} is one {@code \n}) are applied, CDATA, comments and
 * processing instructions join the text around them (the comment's own text left out), and text
 * is trimmed of XML white space. A DOCTYPE's internal subset is skipped. No recursion: the element path is a stack
 * ({@link KeyPath}).
 */
final class XmlValueLexer {

  private static final String XSI_SCHEMA_LOCATION = ":schemaLocation";
  private static final String XSI_NO_NAMESPACE = ":noNamespaceSchemaLocation";

  private final String text;
  private final int n;
  private final KeyPath path = new KeyPath('/');
  private final List<ExtractedValue> values = new ArrayList<>();
  private ValueBuilder pending = new ValueBuilder();
  private int pendingEnd;
  private int pos;
  // The start tag being read: its name="..." attribute and its value="..." attribute, which is
  // keyed by that name once the tag is read, whichever comes first.
  private String nameAttribute;
  private ValueBuilder valueAttribute;
  private int valueAttributeEnd;

  XmlValueLexer(String text) {
    this.text = text;
    this.n = text.length();
  }

  List<ExtractedValue> values() throws ExtractionException {
    while (pos < n) {
      char c = text.charAt(pos);
      if (c == '<') {
        markup();
      } else if (c == '&') {
        pos = reference(pos, pending);
        pendingEnd = pos;
      } else {
        pos = lineEnd(pos, pending, false);
        pendingEnd = pos;
      }
    }
    flushText();
    return values;
  }

  private void markup() throws ExtractionException {
    if (text.startsWith("<![CDATA[", pos)) {
      int end = find("]]>", pos + 9);
      for (int i = pos + 9; i < end; ) {
        i = lineEnd(i, pending, false);
      }
      pendingEnd = end;
      pos = end + 3;
      return;
    }
    // A comment or processing instruction inside text is no part of it and does not end it
    // (XPath's string value, DOM's textContent): "http://h/<!-- x -->path" is one value.
    if (text.startsWith("<!--", pos)) {
      pos = find("-->", pos + 4) + 3;
      return;
    }
    if (text.startsWith("<?", pos)) {
      pos = find("?>", pos + 2) + 2;
      return;
    }
    flushText();
    if (text.startsWith("<!DOCTYPE", pos)) {
      doctype();
    } else if (text.startsWith("</", pos)) {
      if (path.depth() == 0) {
        // Only after a DOCTYPE internal subset that the JDK parser skipped otherwise than we did.
        throw new ExtractionException("XML end tag without a start tag at line " + LineIndex.of(text).line(pos));
      }
      path.pop();
      pos = find(">", pos) + 1;
    } else {
      startTag();
    }
  }

  private void startTag() throws ExtractionException {
    pos++;
    int nameStart = pos;
    while (pos < n && !isSpace(text.charAt(pos)) && text.charAt(pos) != '>'
        && text.charAt(pos) != '/') {
      pos++;
    }
    path.pushName(text.substring(nameStart, pos));
    if (path.depth() > XmlExtractor.MAX_DEPTH) {
      throw new ExtractionException(
          "XML nested deeper than " + XmlExtractor.MAX_DEPTH + " levels at line "
              + LineIndex.of(text).line(nameStart));
    }
    nameAttribute = null;
    valueAttribute = null;
    while (true) {
      pos = skipSpace(pos);
      if (pos >= n) {
        throw new ExtractionException("XML start tag not closed");
      }
      char c = text.charAt(pos);
      if (c == '>') {
        pos++;
        addValueAttribute();
        return;
      }
      if (c == '/') {
        addValueAttribute();
        path.pop();
        pos = find(">", pos) + 1;
        return;
      }
      attribute();
    }
  }

  // <property name="hibernate.connection.url" value="jdbc:..."/>, Spring's <property name="url"
  // value="..."/>, <param name="endpoint" value="..."/>, a map's <entry key="k" value="..."/>
  // (Spring, OSGi Blueprint) and .NET's <add key="k" value="..."/>: the value is the named
  // property's, so its key ends in that name (.../property/hibernate.connection.url), as the
  // property's own key would in a properties file; without a name it is .../@value.
  private void addValueAttribute() {
    if (valueAttribute == null) {
      return;
    }
    String key = KeyPath.child(path.current(), nameAttribute != null && !nameAttribute.isBlank() ? nameAttribute : "@value", '/');
    values.add(valueAttribute.build(valueAttributeEnd, Optional.of(key), Optional.empty()));
    valueAttribute = null;
  }

  private void attribute() {
    int nameStart = pos;
    while (pos < n && !isSpace(text.charAt(pos)) && text.charAt(pos) != '=') {
      pos++;
    }
    String name = text.substring(nameStart, pos);
    pos = skipSpace(skipSpace(pos) + 1);
    char quote = text.charAt(pos++);
    ValueBuilder value = new ValueBuilder();
    while (text.charAt(pos) != quote) {
      char c = text.charAt(pos);
      if (c == '&') {
        pos = reference(pos, value);
      } else {
        pos = lineEnd(pos, value, true);
      }
    }
    int end = pos++;
    String key = KeyPath.child(path.current(), "@" + name, '/');
    if (name.endsWith(XSI_SCHEMA_LOCATION) || name.endsWith(XSI_NO_NAMESPACE)) {
      tokens(value, end, key);
    } else if (name.equals("value")) {
      valueAttribute = value;
      valueAttributeEnd = end;
    } else {
      if (name.equals("name") || name.equals("key")) {
        nameAttribute = value.toString();
      }
      Optional<Usage> usage =
          name.equals("xmlns") || name.startsWith("xmlns:")
              ? Optional.of(Usage.IDENTIFIER)
              : Optional.empty();
      values.add(value.build(end, Optional.of(key), usage));
    }
  }

  /** Each white-space separated token of a schema location list, as its own identifier. */
  private void tokens(ValueBuilder list, int end, String key) {
    int i = 0;
    while (i < list.length()) {
      while (i < list.length() && isSpace(list.charAt(i))) {
        i++;
      }
      if (i >= list.length()) {
        break;
      }
      ValueBuilder token = new ValueBuilder();
      while (i < list.length() && !isSpace(list.charAt(i))) {
        token.append(list.charAt(i), list.offsetAt(i));
        i++;
      }
      int tokenEnd = i < list.length() ? list.offsetAt(i) : end;
      values.add(token.build(tokenEnd, Optional.of(key), Optional.of(Usage.IDENTIFIER)));
    }
  }

  /** {@code <!DOCTYPE name (SYSTEM "s" | PUBLIC "p" "s")? [subset]? >}: ids out, subset skipped. */
  private void doctype() {
    pos = skipSpace(pos + 9);
    while (pos < n && !isSpace(text.charAt(pos)) && text.charAt(pos) != '['
        && text.charAt(pos) != '>') {
      pos++;
    }
    pos = skipSpace(pos);
    if (text.startsWith("PUBLIC", pos)) {
      pos = literalId(skipSpace(pos + 6), "!DOCTYPE/@public");
      pos = skipSpace(pos);
      if (text.charAt(pos) == '"' || text.charAt(pos) == '\'') {
        pos = literalId(pos, "!DOCTYPE/@system");
      }
    } else if (text.startsWith("SYSTEM", pos)) {
      pos = literalId(skipSpace(pos + 6), "!DOCTYPE/@system");
    }
    pos = skipSpace(pos);
    if (pos < n && text.charAt(pos) == '[') {
      pos = skipInternalSubset(pos + 1);
    }
    pos = find(">", pos) + 1;
  }

  private int literalId(int quoteAt, String key) {
    char quote = text.charAt(quoteAt);
    int end = text.indexOf(quote, quoteAt + 1);
    ValueBuilder id = new ValueBuilder().appendVerbatim(text, quoteAt + 1, end);
    values.add(id.build(end, Optional.of(key), Optional.of(Usage.IDENTIFIER)));
    return end + 1;
  }

  /** Skips to after the {@code ]} that closes the subset, past quoted literals and comments. */
  private int skipInternalSubset(int i) {
    while (i < n) {
      char c = text.charAt(i);
      if (c == ']') {
        return i + 1;
      } else if (c == '"' || c == '\'') {
        i = find(String.valueOf(c), i + 1) + 1; // unclosed: to the end, never back to the start
      } else if (text.startsWith("<!--", i)) {
        i = find("-->", i + 4) + 3;
      } else {
        i++;
      }
    }
    return n;
  }

  /** Decodes the reference at {@code amp} into {@code out}; returns the offset after its ';'. */
  private int reference(int amp, ValueBuilder out) {
    int semi = text.indexOf(';', amp);
    String name = text.substring(amp + 1, semi);
    int codePoint;
    if (name.startsWith("#x")) {
      codePoint = Integer.parseInt(name, 2, name.length(), 16);
    } else if (name.startsWith("#")) {
      codePoint = Integer.parseInt(name, 1, name.length(), 10);
    } else {
      codePoint =
          switch (name) {
            case "lt" -> '<';
            case "gt" -> '>';
            case "amp" -> '&';
            case "apos" -> '\'';
            case "quot" -> '"';
            default -> -1;
          };
    }
    if (codePoint < 0) {
      // An entity of a DTD: never expanded, its reference stays as written.
      for (int i = amp; i <= semi; i++) {
        out.append(text.charAt(i), i);
      }
      return semi + 1;
    }
    out.appendCodePoint(codePoint, amp);
    return semi + 1;
  }

  /**
   * Appends the char at {@code i} with line-end normalization ({@code \r\n} and {@code \r} read as
   * {@code \n}) and, in attribute values, white space normalization (tab and break read as space).
   */
  private int lineEnd(int i, ValueBuilder out, boolean attribute) {
    char c = text.charAt(i);
    int next = i + 1;
    if (c == '\r') {
      c = '\n';
      if (next < n && text.charAt(next) == '\n') {
        next++;
      }
    }
    if (attribute && (c == '\n' || c == '\t')) {
      c = ' ';
    }
    out.append(c, i);
    return next;
  }

  private void flushText() {
    ValueBuilder run = pending;
    pending = new ValueBuilder();
    int start = 0;
    int end = run.length();
    while (start < end && isSpace(run.charAt(start))) {
      start++;
    }
    while (end > start && isSpace(run.charAt(end - 1))) {
      end--;
    }
    if (start == end || path.depth() == 0) {
      return;
    }
    int endOffset = end < run.length() ? run.offsetAt(end) : pendingEnd;
    run.truncate(end);
    run.dropFirst(start);
    String key = path.current();
    Optional<Usage> usage =
        key.endsWith("licenses/license/url") ? Optional.of(Usage.LINK) : Optional.empty();
    values.add(run.build(endOffset, Optional.of(key), usage));
  }

  private int find(String needle, int from) {
    int at = text.indexOf(needle, from);
    return at < 0 ? n : at;
  }

  private int skipSpace(int i) {
    while (i < n && isSpace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
  }
}
