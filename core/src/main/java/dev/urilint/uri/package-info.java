/**
 * The RFC 3986 model: recognising, splitting and (elsewhere in this package) transforming URI
 * references.
 *
 * <h2>Recognising</h2>
 *
 * <p>{@link dev.urilint.uri.UriParser} is the entry point: {@code parse} gives a {@link
 * dev.urilint.uri.UriReference} (components with their {@link dev.urilint.uri.Span}s, "absent"
 * kept apart from "empty", the {@link dev.urilint.uri.HostKind}) or the first {@link
 * dev.urilint.uri.Violation}; {@code validate} checks a string against any {@link
 * dev.urilint.uri.GrammarRule} of Appendix A and returns the index of the first offending
 * character without allocating; {@code violations} lists every violation.
 *
 * <pre>{@code
 * UriParser.validate("http://a/b c", GrammarRule.URI_REFERENCE);   // 10
 * UriParser.validate("::ffff:1.2.3.4", GrammarRule.IPV6_ADDRESS);  // -1
 * }</pre>
 *
 * <p>The recogniser is one method per ABNF production, each taking a start index and returning
 * the index after its match or a failure packed in a {@code long} ({@code Match}): {@code
 * UriGrammar} (URI-reference, URI, absolute-URI, relative-ref, hier-part, scheme, query,
 * fragment), {@code Authority} (authority, userinfo, host, reg-name), {@code Paths} (the five
 * path forms, segments, pchar), {@code IpLiteral} (IP-literal, IPvFuture, RFC 6874 zone ids),
 * {@code Ipv6Address} (the nine forms, h16, ls32), {@code Ipv4Address} (IPv4address,
 * dec-octet), {@code Port} and {@code PercentEncoded}. Character classes are bit masks in {@code
 * Chars3986}. It runs in one pass, linear time, without regular expressions or recursion.
 * {@code parse} and {@code isValid} first try {@code FastPath}, which recognises the common
 * shapes of a URL (no userinfo, no IP literal) with one table lookup per character and records
 * the component boundaries as it goes; everything else goes to the productions, which name the
 * violation.
 *
 * <p>An error index is that of the first character that cannot extend a valid prefix of the rule
 * (the longest viable prefix), or the input length when the input stops too early. {@code
 * ViolationMessages} turns it into a message that names the broken rule and says how to fix it,
 * quoting only the offending character; {@code ViolationCollector} finds the violations after
 * the first by checking each component of the RFC 3986 Appendix B split.
 *
 * <h2>Transforming</h2>
 *
 * <p>{@link dev.urilint.uri.PercentEncoding} encodes per component (UTF-8, upper-case hex) and
 * decodes; {@link dev.urilint.uri.DotSegments} is §5.2.4; {@link dev.urilint.uri.Resolver} is
 * strict §5.2 resolution and {@link dev.urilint.uri.Relativizer} its inverse (the shortest
 * reference that resolves back); {@link dev.urilint.uri.Normalizer} is §6.2.2 and §6.2.3, step by
 * step. They work on {@link dev.urilint.uri.UriComponents}, the five components of §5.2, whose
 * {@code recompose()} (§5.3) is the one place a URI string is rebuilt. String entry points parse
 * first and answer with a {@link dev.urilint.uri.ReferenceResult} or an {@code Optional}; none
 * throws on any input.
 *
 * <pre>{@code
 * Resolver.resolve("http://a/b/c/d;p?q", "../g");        // Success[uri=http://a/b/g]
 * Relativizer.relativize("http://a/b/c/d;p?q", "http://a/g");  // Success[uri=/g]
 * Normalizer.normalize("HTTP://Example.COM:80/%7e/./a");  // Optional[http://example.com/~/a]
 * }</pre>
 */
package dev.urilint.uri;
