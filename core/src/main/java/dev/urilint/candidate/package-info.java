/**
 * A string as the rules see it: its placeholders found and neutralized, parsed once by the
 * engine, its {@link dev.urilint.candidate.Trait}s (which rules can have anything to say), its
 * host located and its secrets found, each computed on first use and kept.
 *
 * <pre>{@code
 * Candidate c = Candidate.of("https://u:p@example.com/${path}", Context.locator());
 * c.traits();        // [ANY, AT_SIGN]
 * c.isTemplated();   // true: ${path} is a placeholder
 * c.masked();        // "https://u:****@example.com/${path}"
 * }</pre>
 *
 * <p>Owns: the candidate and its traits. May use: the engine, the scheme registry, placeholders,
 * secrets and masking, host analysis, and the lint API's {@code Context}. Rules read a candidate;
 * they never build one.
 */
package dev.urilint.candidate;
