package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.hosts.HostLocator;
import dev.urilint.hosts.LabelScripts;
import dev.urilint.hosts.Punycode;
import dev.urilint.lint.BoundedFindings;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A host that can pass for another: a label that mixes scripts ({@code pаypal.com} with a
 * Cyrillic {@code а}), a label of look-alike letters from one non-Latin script beside Latin labels
 * ({@code аррӏе.com}), compatibility characters ({@code ｅxample.com}), invisible characters, a
 * dot that IDNA reads as {@code .} ({@code example。com}), and the same in Punycode ({@code
 * xn--pypal-4ve.com}).
 *
 * <p>RFC 3986 §7.6 (Semantic Attacks) warns of URIs "intended to mislead a human user by appearing
 * to identify one (trusted) naming authority while actually identifying a different authority".
 * With internationalized hosts (RFC 3987 §8, Security Considerations; IDNA) the deceit needs no
 * {@code @} at all: letters from another script that render alike. Unicode UTS #39 §5.2
 * (Restriction Levels) defines which script mixes real names use; everything else is reported.
 * Hosts written as IRIs are not URIs ({@code malformed-uri} says so); this rule still reads their
 * host by the generic structure.
 *
 * <p>Latin mixed with Han and Hiragana/Katakana, Bopomofo or Hangul is allowed (Japanese, Chinese
 * and Korean names); digits and hyphens belong to every script. A templated label is skipped.
 */
public final class MixedScriptHostRule implements Rule {

  @Override
  public RuleId id() {
    return RuleId.MIXED_SCRIPT_HOST;
  }

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.HOST_MAY_BE_IDN);
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    Optional<Span> host = candidate.located().map(HostLocator.Located::host);
    String input = candidate.input();
    if (host.isEmpty() || host.get().length() == 0 || input.charAt(host.get().start()) == '[') {
      return List.of();
    }
    if (isPlainAscii(input, host.get())) {
      return List.of(); // plain ASCII, no A-label: nothing can deceive
    }
    List<Span> labels = labels(candidate.input(), host.get());
    boolean latin = labels.stream().anyMatch(label -> isLatinName(candidate.text(label)));
    BoundedFindings findings = new BoundedFindings();
    dots(candidate, host.get(), findings);
    for (Span label : labels) {
      if (!candidate.isTemplated(label)) {
        labelFinding(candidate, label, latin).ifPresent(findings::add);
      }
    }
    return findings;
  }

  private Optional<Finding> labelFinding(Candidate candidate, Span span, boolean latinNeighbours) {
    String label = candidate.text(span);
    Optional<String> decoded = Punycode.decodeLabel(label);
    String unicode = decoded.orElse(label);
    if (isAsciiName(unicode)) {
      return Optional.empty();
    }
    Optional<String> problem = LabelScripts.problem(unicode, latinNeighbours);
    if (problem.isEmpty()) {
      return Optional.empty();
    }
    String shown = decoded.isPresent() ? "'" + label + "' (displayed as '" + unicode + "')" : "'" + label + "'";
    String message =
        String.format(
            "host label %s in '%s' %s: it can pass for another host (RFC 3986 §7.6)",
            shown, candidate.shown(), problem.get());
    return Optional.of(new Finding(id(), id().defaultSeverity(), message, span, Optional.empty()));
  }

  // U+3002, U+FF0E and U+FF61 separate labels for IDNA (UTS #46 maps them to '.').
  private void dots(Candidate candidate, Span host, BoundedFindings findings) {
    for (int i = host.start(); i < host.end(); i++) {
      // A placeholder's text ("http://@{a。}", an Ant attribute) is no part of the host it stands for.
      if (isOtherDot(candidate.input().charAt(i)) && !candidate.isTemplated(new Span(i, i + 1))) {
        int at = i;
        findings.offer(id(), () -> dot(candidate, at));
      }
    }
  }

  private Finding dot(Candidate candidate, int at) {
    char c = candidate.input().charAt(at);
    Span span = new Span(at, at + 1);
    String message =
        String.format(
            "host in '%s' uses '%c' (U+%04X) as a dot: IDNA reads it as '.', so the host looks"
                + " like one name and reaches another (RFC 3986 §7.6); write '.'",
            candidate.shown(), c, (int) c);
    return new Finding(id(), id().defaultSeverity(), message, span,
        Optional.of(Fix.unsafe(span, ".", String.format("replace U+%04X by '.'", (int) c))));
  }


  private static List<Span> labels(String input, Span host) {
    List<Span> labels = new ArrayList<>();
    int start = host.start();
    for (int i = host.start(); i <= host.end(); i++) {
      if (i == host.end() || input.charAt(i) == '.' || isOtherDot(input.charAt(i))) {
        if (i > start) {
          labels.add(new Span(start, i));
        }
        start = i + 1;
      }
    }
    return labels;
  }

  private static boolean isOtherDot(char c) {
    return c == '\u3002' || c == '\uFF0E' || c == '\uFF61';
  }

  // ASCII only, and no label starts with "xn--" (any case); scans the span without copying it.
  private static boolean isPlainAscii(String input, Span host) {
    boolean labelStart = true;
    for (int i = host.start(); i < host.end(); i++) {
      char c = input.charAt(i);
      if (c >= 128 || labelStart && (c == 'x' || c == 'X') && input.regionMatches(true, i, "xn--", 0, 4)) {
        return false;
      }
      labelStart = c == '.';
    }
    return true;
  }

  // An ASCII label with a letter that is not an A-label: "com", "example".
  private static boolean isLatinName(String label) {
    return isAsciiName(label)
        && Punycode.decodeLabel(label).isEmpty()
        && label.chars().anyMatch(ch -> ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z');
  }

  // Letters, digits, hyphens and the rest of ASCII: nothing to confuse.
  private static boolean isAsciiName(String label) {
    for (int i = 0; i < label.length(); i++) {
      if (label.charAt(i) >= 128) {
        return false;
      }
    }
    return true;
  }
}
