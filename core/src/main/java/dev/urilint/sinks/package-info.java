/**
 * Java URI sinks as data, and the one policy both Java front ends (the Error Prone check and the
 * scanner) apply to a string in Java source.
 *
 * <p>{@link dev.urilint.sinks.SinkCatalog} lists every method, constructor and annotation element
 * whose {@code String} argument is a URI ({@link dev.urilint.sinks.Sink}: owner type, member,
 * parameter, what it {@link dev.urilint.sinks.Takes takes}); users add their own with {@link
 * dev.urilint.sinks.SinkSpec}. {@link dev.urilint.sinks.StringRole} decides what a string gets:
 *
 * <pre>{@code
 * SinkCatalog catalog = SinkCatalog.builtIn().with(List.of(SinkSpec.parse("com.acme.Http#get")), List.of());
 * StringRole role = StringRole.of(Optional.of(Takes.URI), "http://api.corp/x y");   // every rule
 * linter.lint(value, role.context());
 * }</pre>
 */
package dev.urilint.sinks;
